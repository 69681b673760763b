# clang.sh: sourced by sanitize.sh and fuzz.sh: clang 14 with its libFuzzer runtime, and the
# build both use: build-sanitize/, every test and every fuzz target under ASan and UBSan.
# Sets cc, cxx and dir. One build for both saves compiling the engine twice.
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# clang's libFuzzer runtime is a separate Debian package; a fresh machine lacks it.
cxx=$(command -v clang++-14 || command -v clang++ || true)
cc=$(command -v clang-14 || command -v clang || true)
if [ -z "$cxx" ] || [ ! -f "$("$cxx" -print-file-name=libclang_rt.fuzzer-x86_64.a)" ]; then
  echo "== installing clang 14 and its libFuzzer runtime (libclang-rt-14-dev)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clang-14 libclang-rt-14-dev >/dev/null
  cxx=$(command -v clang++-14 || command -v clang++)
  cc=$(command -v clang-14 || command -v clang)
fi

dir=build-sanitize
# Line tables are all a sanitizer report needs for its file:line traces; full -g took a sixth
# longer to compile (72 s against 62 s for the tests on two cores).
CC=$cc CXX=$cxx cmake -S . -B "$dir" -DMAZE_SANITIZE=ON -DMAZE_FUZZ=ON -DMAZE_UNITY=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" >/dev/null
