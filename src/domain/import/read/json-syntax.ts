/**
 * What is wrong with a text JSON.parse refused, in terms a person can act on: where (line and column) and what
 * (the file ends too early, a character where a comma was expected…), never the engine's own message, which
 * differs between browsers and quotes the file's bytes back (binary garbage included).
 */

/** What the reader expected where the text went wrong. */
export type JsonExpected = 'value' | 'key' | 'colon' | 'commaOrObjectEnd' | 'commaOrArrayEnd' | 'end';

/** The first syntax error of a JSON text. `line` and `column` count from 1; `char` is the code point found. */
export type JsonSyntaxProblem =
  | { kind: 'empty' }
  | { kind: 'html' }
  | { kind: 'cutShort'; line: number }
  | { kind: 'unexpected'; line: number; column: number; char: number; expected: JsonExpected }
  | { kind: 'controlInText'; line: number; column: number; char: number }
  | { kind: 'badEscape'; line: number; column: number }
  | { kind: 'badNumber'; line: number; column: number };

type Expect = 'value' | 'valueOrArrayEnd' | 'key' | 'keyOrObjectEnd' | 'colon' | 'commaOrEnd' | 'end';

const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERALS = ['true', 'false', 'null'] as const;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** 1-based line and column (in UTF-16 units) of `offset` in `text`. */
function place(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The first syntax error in `text` (without a byte-order mark), or null when it is valid JSON. Linear in the
 * text's length; call it only after JSON.parse failed, and only on text whose nesting was checked (NestingScanner).
 */
export function findJsonSyntaxProblem(text: string): JsonSyntaxProblem | null {
  const n = text.length;
  const stack: ('array' | 'object')[] = [];
  let expect: Expect = 'value';
  let i = 0;
  const at = (offset: number) => place(text, offset);
  const cutShort = (): JsonSyntaxProblem => ({ kind: 'cutShort', line: at(n).line });
  const unexpected = (expected: JsonExpected): JsonSyntaxProblem => ({
    kind: 'unexpected',
    ...at(i),
    char: text.codePointAt(i) ?? 0,
    expected,
  });
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'commaOrEnd');

  for (;;) {
    WHITESPACE.lastIndex = i;
    WHITESPACE.test(text);
    i = WHITESPACE.lastIndex;
    if (i >= n) {
      if (expect === 'end') return null;
      return i === 0 || text.trim() === '' ? { kind: 'empty' } : cutShort();
    }
    const c = text[i] as string;
    if (expect === 'value' || expect === 'valueOrArrayEnd') {
      if (c === ']' && expect === 'valueOrArrayEnd') {
        stack.pop();
        i += 1;
        expect = afterValue();
      } else if (c === '{' || c === '[') {
        stack.push(c === '{' ? 'object' : 'array');
        i += 1;
        expect = c === '{' ? 'keyOrObjectEnd' : 'valueOrArrayEnd';
      } else if (c === '"') {
        const end = scanString(text, i);
        if (typeof end !== 'number') return end;
        i = end;
        expect = afterValue();
      } else if (c === '-' || (c >= '0' && c <= '9')) {
        NUMBER.lastIndex = i;
        if (!NUMBER.test(text)) return NUMBER.lastIndex >= n ? cutShort() : { kind: 'badNumber', ...at(i) };
        const end = NUMBER.lastIndex;
        if (end >= n && /[-.eE+]$/.test(text.slice(i, end + 1))) return cutShort();
        if (end < n && /[0-9.eE+-]/.test(text[end] as string)) return { kind: 'badNumber', ...at(i) };
        i = end;
        expect = afterValue();
      } else {
        const literal = LITERALS.find((word) => text.startsWith(word, i));
        if (literal) {
          i += literal.length;
          expect = afterValue();
        } else if (LITERALS.some((word) => word.startsWith(text.slice(i)))) return cutShort();
        else if (i === 0 && c === '<') return { kind: 'html' };
        else return unexpected('value');
      }
    } else if (expect === 'key' || expect === 'keyOrObjectEnd') {
      if (c === '}' && expect === 'keyOrObjectEnd') {
        stack.pop();
        i += 1;
        expect = afterValue();
      } else if (c === '"') {
        const end = scanString(text, i);
        if (typeof end !== 'number') return end;
        i = end;
        expect = 'colon';
      } else return unexpected('key');
    } else if (expect === 'colon') {
      if (c !== ':') return unexpected('colon');
      i += 1;
      expect = 'value';
    } else if (expect === 'commaOrEnd') {
      const top = stack[stack.length - 1];
      if (c === ',') {
        i += 1;
        expect = top === 'object' ? 'key' : 'value';
      } else if ((c === '}' && top === 'object') || (c === ']' && top === 'array')) {
        stack.pop();
        i += 1;
        expect = afterValue();
      } else return unexpected(top === 'object' ? 'commaOrObjectEnd' : 'commaOrArrayEnd');
    } else return unexpected('end');
  }

  /** The offset just past the string starting at `start` (a quote), or what is wrong inside it. */
  function scanString(s: string, start: number): number | JsonSyntaxProblem {
    for (let j = start + 1; j < n; j++) {
      const code = s.charCodeAt(j);
      if (code === 0x22) return j + 1;
      if (code === 0x5c) {
        const next = s[j + 1];
        if (next === undefined) return cutShort();
        if (next === 'u') {
          const hex = s.slice(j + 2, j + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex))
            return j + 6 > n ? cutShort() : { kind: 'badEscape', ...place(s, j) };
          j += 5;
        } else if (ESCAPES.has(next)) j += 1;
        else return { kind: 'badEscape', ...place(s, j) };
      } else if (code < 0x20) return { kind: 'controlInText', ...place(s, j), char: code };
    }
    return cutShort();
  }
}
