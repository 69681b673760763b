# install.cmake: `cmake --install` puts the engine where a game's CMake finds it:
#   include/maze_engine/*.h, lib/libmaze_engine.a, lib/cmake/maze_engine/ (its package config),
# so `find_package(maze_engine CONFIG REQUIRED)` gives the target maze::engine. Only the
# engine is installed: not the `maze` command, the tests or the benchmarks.
include(CMakePackageConfigHelpers)

file(GLOB MAZE_ENGINE_HEADERS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/wasm/engine/*.h)
set_target_properties(maze_engine PROPERTIES EXPORT_NAME engine)
install(TARGETS maze_engine EXPORT maze_engine_targets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(FILES ${MAZE_ENGINE_HEADERS} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/maze_engine)

set(MAZE_ENGINE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/maze_engine)
install(EXPORT maze_engine_targets NAMESPACE maze:: FILE maze_engineTargets.cmake DESTINATION ${MAZE_ENGINE_CMAKE_DIR})
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/maze_engineConfig.cmake.in
  ${CMAKE_BINARY_DIR}/maze_engineConfig.cmake INSTALL_DESTINATION ${MAZE_ENGINE_CMAKE_DIR})
# Before 1.0.0 a new minor version may change the API, so only the same minor version matches.
write_basic_package_version_file(${CMAKE_BINARY_DIR}/maze_engineConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/maze_engineConfig.cmake ${CMAKE_BINARY_DIR}/maze_engineConfigVersion.cmake
  DESTINATION ${MAZE_ENGINE_CMAKE_DIR})
