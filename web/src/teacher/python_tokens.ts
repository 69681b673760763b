// python_tokens.ts: a student's Python as tokens, names and literals made alike, and one function cut out with the functions it calls.
// Pure: no page, no Python; it never throws, whatever the file holds.

export type TokenKind = 'name' | 'keyword' | 'number' | 'string' | 'op' | 'newline' | 'indent' | 'dedent';

export interface Token {
  kind: TokenKind;
  text: string;
}

/** Python's keywords: kept as themselves, because they are the shape of the code. */
const KEYWORDS = new Set(
  ('False None True and as assert async await break class continue def del elif else except finally for from global if ' +
    'import in is lambda nonlocal not or pass raise return try while with yield').split(' '),
);

/** Builtins a student calls but does not name: kept as themselves, like keywords. */
const BUILTINS = new Set(
  ('abs all any bool dict divmod enumerate filter float int isinstance iter len list map max min next print range ' +
    'reversed round set sorted str sum tuple zip').split(' '),
);

/** Longest first, so "**=" is one token and not "**" and "=". */
const OPERATORS = [
  '**=', '//=', '>>=', '<<=', '...', '->', ':=', '==', '!=', '<=', '>=', '**', '//', '<<', '>>',
  '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=',
];

const NAME_START = /[A-Za-z_\u00C0-\uFFFF]/;
const NAME_PART = /[A-Za-z0-9_\u00C0-\uFFFF]/;
const STRING_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])?(?:'''|"""|'|")/;
const NUMBER = /^(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)/;

/** Where a string literal that starts at `at` ends (one past its closing quote, or the end of the file if it has none). */
function stringEnd(source: string, at: number, opening: string): number {
  const quote = opening.slice(-1);
  const triple = opening.endsWith(quote.repeat(3));
  let i = at + opening.length;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (triple ? source.startsWith(quote.repeat(3), i) : ch === quote) return i + (triple ? 3 : 1);
    if (!triple && ch === '\n') return i; // an unclosed one-line string ends with its line
    i++;
  }
  return source.length;
}

/** Indentation width, a tab reaching the next multiple of 8 as Python counts it. */
function width(spaces: string): number {
  let w = 0;
  for (const ch of spaces) w = ch === '\t' ? w + 8 - (w % 8) : w + 1;
  return w;
}

/**
 * Python's own tokens, as its tokenize module makes them, less comments and blank lines: a NEWLINE ends each
 * logical line, INDENT and DEDENT mark blocks (so nesting counts, and 2 or 4 spaces do not).
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const indents = [0];
  let depth = 0; // open brackets: inside them, lines go on
  let lineStart = true;
  let i = 0;
  const push = (kind: TokenKind, text: string): void => {
    tokens.push({ kind, text });
  };
  while (i < source.length) {
    if (lineStart && depth === 0) {
      const lead = /^[ \t\f]*/.exec(source.slice(i, i + 200))![0];
      const after = source[i + lead.length];
      if (after === undefined) break;
      if (after === '\n' || after === '\r' || after === '#' || (after === '\\' && source[i + lead.length + 1] === '\n')) {
        // Blank or comment-only line: no tokens, no change of block.
        const eol = source.indexOf('\n', i);
        i = eol < 0 ? source.length : eol + 1;
        continue;
      }
      const w = width(lead);
      if (w > indents[indents.length - 1]) {
        indents.push(w);
        push('indent', 'INDENT');
      }
      while (w < indents[indents.length - 1]) {
        indents.pop();
        push('dedent', 'DEDENT');
      }
      if (w > indents[indents.length - 1]) indents.push(w); // a dedent to no earlier level: taken as its own level
      i += lead.length;
      lineStart = false;
    }
    const ch = source[i];
    if (ch === '\n') {
      if (depth === 0 && tokens.length > 0 && tokens[tokens.length - 1].kind !== 'newline') push('newline', 'NEWLINE');
      lineStart = depth === 0; // inside brackets a line goes on, and its spaces are no indent
      i++;
    } else if (ch === '\\' && (source[i + 1] === '\n' || source.startsWith('\r\n', i + 1))) {
      i += source[i + 1] === '\n' ? 2 : 3; // a line that goes on
    } else if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f') {
      i++;
    } else if (ch === '#') {
      const eol = source.indexOf('\n', i);
      i = eol < 0 ? source.length : eol;
    } else if (STRING_PREFIX.test(source.slice(i, i + 5))) {
      const opening = STRING_PREFIX.exec(source.slice(i, i + 5))![0];
      const end = stringEnd(source, i, opening);
      push('string', source.slice(i, end));
      i = end;
    } else if (NAME_START.test(ch)) {
      let end = i + 1;
      while (end < source.length && NAME_PART.test(source[end])) end++;
      const word = source.slice(i, end);
      push(KEYWORDS.has(word) ? 'keyword' : 'name', word);
      i = end;
    } else if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const text = NUMBER.exec(source.slice(i, i + 100))![0];
      push('number', text);
      i += text.length;
    } else {
      const op = OPERATORS.find((o) => source.startsWith(o, i)) ?? ch;
      if ('([{'.includes(op)) depth++;
      if (')]}'.includes(op) && depth > 0) depth--;
      push('op', op);
      i += op.length;
    }
  }
  if (tokens.length > 0 && tokens[tokens.length - 1].kind !== 'newline') push('newline', 'NEWLINE');
  for (let d = indents.length - 1; d > 0; d--) push('dedent', 'DEDENT');
  return tokens;
}

/**
 * A token as the comparison sees it: a name the student chose is NAME, a number NUMBER, a string STRING;
 * keywords, builtins, operators and attribute names (maze.append, seen.add: a renaming leaves them) stay.
 */
export function normalized(tokens: readonly Token[]): string[] {
  return tokens.map((t, i) => {
    if (t.kind === 'number') return 'NUMBER';
    if (t.kind === 'string') return 'STRING';
    if (t.kind !== 'name') return t.text;
    if (i > 0 && tokens[i - 1].text === '.') return t.text;
    return BUILTINS.has(t.text) ? t.text : 'NAME';
  });
}

/** Each function defined at the top of the file: its name and the tokens from `def` to the end of its body. */
function topLevelFunctions(tokens: readonly Token[]): Map<string, Token[]> {
  const found = new Map<string, Token[]>();
  let level = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'indent') level++;
    else if (t.kind === 'dedent') level--;
    else if (level === 0 && t.text === 'def' && tokens[i + 1]?.kind === 'name') {
      let end = i;
      while (end < tokens.length && tokens[end].kind !== 'newline') end++; // the def line
      if (tokens[end + 1]?.kind === 'indent') {
        let inner = 0;
        for (end = end + 1; end < tokens.length; end++) {
          if (tokens[end].kind === 'indent') inner++;
          if (tokens[end].kind === 'dedent' && --inner === 0) break;
        }
      }
      found.set(tokens[i + 1].text, tokens.slice(i, end + 1)); // a later def of the same name wins, as in Python
      i = end;
    }
  }
  return found;
}

/**
 * The function named `name` and every top-level function it calls, directly or through another (in the order
 * they are first called), as one list of tokens; null when the file defines no such function.
 */
export function functionWithHelpers(source: string, name: string): Token[] | null {
  const functions = topLevelFunctions(tokenize(source));
  if (!functions.has(name)) return null;
  const order = [name];
  for (let n = 0; n < order.length; n++) {
    const body = functions.get(order[n])!;
    for (let i = 2; i < body.length; i++) {
      const t = body[i];
      if (t.kind === 'name' && body[i - 1].text !== '.' && functions.has(t.text) && !order.includes(t.text)) order.push(t.text);
    }
  }
  return order.flatMap((n) => functions.get(n)!);
}
