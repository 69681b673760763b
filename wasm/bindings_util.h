// bindings_util.h: what every embind file shares: C++ errors as JavaScript Errors, vectors as typed arrays.
#pragma once
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <string>
#include <vector>

namespace maze_bindings {

// A C++ exception becomes a JavaScript Error with the engine's message. The Error is
// made inside the catch and thrown after it, so the C++ exception is freed first.
template <auto F>
struct Safe;
template <class R, class... A, R (*F)(A...)>
struct Safe<F> {
  static R call(A... args) {
    emscripten::val error = emscripten::val::undefined();
    try {
      return F(args...);
    } catch (const std::exception& e) {
      error = emscripten::val::global("Error").new_(std::string(e.what()));
    }
    error.throw_();
  }
};

// Copies out of the wasm heap, so the JS side never holds a view that memory growth
// could detach.
template <class T>
emscripten::val copy_array(const char* type, const std::vector<T>& v) {
  return emscripten::val::global(type).new_(emscripten::typed_memory_view(v.size(), v.data()));
}

}  // namespace maze_bindings

#define SAFE(f) &maze_bindings::Safe<&f>::call
