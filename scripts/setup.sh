#!/usr/bin/env bash
# setup.sh: installs what a fresh Debian machine lacks for building and testing (run as root).
# `setup.sh engine`: only what building the engine's package needs (npm run pack:engine).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages, by the command or file that shows each is there.
need=()
command -v cmake >/dev/null || need+=(cmake)
command -v g++ >/dev/null || need+=(g++)
command -v make >/dev/null || need+=(make)
command -v python3 >/dev/null || need+=(python3)
command -v emcc >/dev/null || need+=(emscripten)
if [ "${1:-}" != engine ]; then
  [ -e /usr/include/gtest/gtest.h ] || need+=(libgtest-dev)
  [ -e /usr/include/benchmark/benchmark.h ] || need+=(libbenchmark-dev)
  # zlib: the command reads PNG masks (wasm/cli/cli_png.cpp).
  [ -e /usr/include/zlib.h ] || need+=(zlib1g-dev)
  command -v chromium >/dev/null || need+=(chromium)
  # Tiled, the map editor: a test opens the engine's Tiled maps with it.
  command -v tiled >/dev/null || need+=(tiled)
  # The other two engines of the page tests (tests/engines): Firefox, and WebKitGTK's MiniBrowser
  # with its WebDriver, run under a virtual X display.
  command -v firefox-esr >/dev/null || need+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || need+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || need+=(xvfb)
  command -v xauth >/dev/null || need+=(xauth)
fi
if [ "${#need[@]}" -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: these Debian packages are missing and installing them needs root: ${need[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# npm packages: install when node_modules is missing or older than the lock file.
if [ -f package-lock.json ]; then
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "setup: npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  fi
fi
