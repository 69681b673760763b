# install.cmake: `cmake --install` puts the engine where a game's CMake finds it:
#   include/maze_engine/maze_engine.hpp (the one header a game includes) and the headers it
#   names, include/maze_engine/detail/ (the rest, which those include), lib/libmaze_engine.a,
#   lib/cmake/maze_engine/ (its package config), so `find_package(maze_engine CONFIG REQUIRED)`
#   gives the target maze::engine. Only the engine is installed: not the `maze` command, the
#   tests or the benchmarks.
include(CMakePackageConfigHelpers)

# The headers a game maker needs (docs/tiles.md): what maze_engine.hpp includes.
set(MAZE_ENGINE_DIR ${CMAKE_SOURCE_DIR}/wasm/engine)
file(STRINGS ${MAZE_ENGINE_DIR}/maze_engine.hpp MAZE_PUBLIC_LINES REGEX "^#include \"[a-z_]+/[a-z_]+\\.h\"")
set(MAZE_PUBLIC_HEADERS)
foreach(line ${MAZE_PUBLIC_LINES})
  string(REGEX REPLACE "^#include \"([a-z_/]+\\.h)\"" "\\1" header "${line}")
  list(APPEND MAZE_PUBLIC_HEADERS ${header})
endforeach()
file(GLOB_RECURSE MAZE_ENGINE_HEADERS CONFIGURE_DEPENDS RELATIVE ${MAZE_ENGINE_DIR} ${MAZE_ENGINE_DIR}/*/*.h)
set(MAZE_INCLUDE ${CMAKE_INSTALL_INCLUDEDIR}/maze_engine)
foreach(header ${MAZE_ENGINE_HEADERS})
  get_filename_component(folder ${header} DIRECTORY)
  if(header IN_LIST MAZE_PUBLIC_HEADERS)
    install(FILES ${MAZE_ENGINE_DIR}/${header} DESTINATION ${MAZE_INCLUDE}/${folder})
  else()
    install(FILES ${MAZE_ENGINE_DIR}/${header} DESTINATION ${MAZE_INCLUDE}/detail/${folder})
  endif()
endforeach()
install(FILES ${MAZE_ENGINE_DIR}/maze_engine.hpp ${CMAKE_BINARY_DIR}/generated/maze_engine_version.h
  DESTINATION ${MAZE_INCLUDE})

set_target_properties(maze_engine PROPERTIES EXPORT_NAME engine)
install(TARGETS maze_engine EXPORT maze_engine_targets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})

set(MAZE_ENGINE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/maze_engine)
install(EXPORT maze_engine_targets NAMESPACE maze:: FILE maze_engineTargets.cmake DESTINATION ${MAZE_ENGINE_CMAKE_DIR})
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/maze_engineConfig.cmake.in
  ${CMAKE_BINARY_DIR}/maze_engineConfig.cmake INSTALL_DESTINATION ${MAZE_ENGINE_CMAKE_DIR})
# Before 1.0.0 a new minor version may change the API, so only the same minor version matches.
write_basic_package_version_file(${CMAKE_BINARY_DIR}/maze_engineConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/maze_engineConfig.cmake ${CMAKE_BINARY_DIR}/maze_engineConfigVersion.cmake
  DESTINATION ${MAZE_ENGINE_CMAKE_DIR})
