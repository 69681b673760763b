// json_reader.h: reading the one JSON form the engine writes (maze_json.h), with the character
// each message points at. Internal to formats/.
#pragma once
#include <string>
#include <string_view>

#include "base/error.h"

namespace maze::json {

// "name" in quotes. Built piece by piece: GCC 12 warns wrongly (-Wrestrict) about "\"" + std::string once inlined.
inline std::string quote(std::string_view name) {
  std::string out(1, '"');
  out.append(name);
  out += '"';
  return out;
}

// A reader for exactly the one form, with positions for its messages.
class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  std::string at() const { return " at character " + std::to_string(pos_); }
  std::size_t position() const { return pos_; }
  void seek(std::size_t pos) { pos_ = pos; }
  [[noreturn]] void fail(const std::string& what) const { throw MazeError("not a maze in JSON: " + what + at()); }
  void skip() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }
  bool peek(char ch) {
    skip();
    return pos_ < text_.size() && text_[pos_] == ch;
  }
  void expect(char ch) {
    if (!peek(ch)) {
      std::string got = pos_ < text_.size() ? std::string("'") + text_[pos_] + "'" : "the end";
      fail(std::string("expected '") + ch + "' but found " + got);
    }
    ++pos_;
  }
  void key(std::string_view name) {
    skip();
    const std::string quoted = quote(name);
    if (text_.substr(pos_, quoted.size()) != quoted)
      fail("expected the key " + quoted +
           " (the keys are shape, rows, cols, rooms, at (masks only), walls, openings, under (weave only), in that order)");
    pos_ += quoted.size();
    expect(':');
  }
  std::string word() {
    expect('"');
    const auto end = text_.find('"', pos_);
    if (end == std::string_view::npos || end - pos_ > 20) fail("expected a short word in quotes");
    std::string out(text_.substr(pos_, end - pos_));
    pos_ = end + 1;
    return out;
  }
  // A whole number of at most 9 digits; `what` names it in messages.
  int number(const std::string& what) {
    skip();
    std::size_t end = pos_;
    if (end < text_.size() && text_[end] == '-') ++end;
    while (end < text_.size() && text_[end] >= '0' && text_[end] <= '9') ++end;
    const std::string_view digits = text_.substr(pos_, end - pos_);
    if (digits.empty() || digits == "-") fail("expected a whole number for " + what);
    if (end < text_.size() && (text_[end] == '.' || text_[end] == 'e' || text_[end] == 'E'))
      fail("expected a whole number for " + what);
    if (digits[0] == '-' || digits.size() > 9)
      throw MazeError(what + " " + std::string(digits) + at() + " is out of range");
    pos_ = end;
    return std::stoi(std::string(digits));
  }
  // `,"name":N` after the key before it: the number N.
  int next_number(std::string_view name) {
    expect(',');
    key(name);
    return number(quote(name));
  }
  // A list of pairs [a,b]; each goes to `use(a, b, where)`.
  template <class Use>
  void pairs(const std::string& list, Use use) {
    expect('[');
    if (peek(']')) {
      ++pos_;
      return;
    }
    for (;;) {
      skip();
      const std::string where = at();
      expect('[');
      const int a = number("a room in " + list);
      expect(',');
      const int b = number("a room in " + list);
      expect(']');
      use(a, b, where);
      if (!peek(',')) break;
      ++pos_;
    }
    expect(']');
  }
  // `,"name":` when the text goes on with that key: true, and past it.
  bool maybe_key(std::string_view name) {
    const std::size_t at = pos_;
    if (!peek(',')) return false;
    ++pos_;
    skip();
    const std::string quoted = quote(name);
    if (text_.substr(pos_, quoted.size()) != quoted) {
      pos_ = at;
      return false;
    }
    pos_ += quoted.size();
    expect(':');
    return true;
  }
  // A value of nested lists of whole numbers, or a word in quotes, read over (not kept).
  void skip_value(const std::string& what) {
    if (peek('"')) {
      word();
      return;
    }
    int depth = 0;
    do {
      if (peek('[')) {
        ++pos_, ++depth;
        if (depth > 2) fail(what + " nests too deep");
      } else if (peek(']')) {
        if (depth == 0) fail("expected a list for " + what);
        ++pos_, --depth;
      } else if (peek(',') && depth > 0) {
        ++pos_;
      } else {
        number("a room in " + what);
      }
    } while (depth > 0);
  }
  void end() {
    skip();
    if (pos_ != text_.size()) fail("more text after the closing '}'");
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace maze::json
