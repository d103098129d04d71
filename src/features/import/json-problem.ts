/**
 * What is wrong with a file that is not JSON, in words a person can act on, instead of the parser's own message
 * (which quotes the file's first bytes: binary garbage for a picture). Pure, so it is tested without a browser.
 */

/** Why a text is not JSON: the kind of problem, and for `syntax` where (1-based line and column) when known. */
export type JsonProblem =
  | { kind: 'empty' }
  | { kind: 'binary' }
  | { kind: 'not-data' }
  | { kind: 'cut-short' }
  | { kind: 'syntax'; line?: number; column?: number };

// Control characters other than tab, line feed and carriage return, and U+FFFD, which the browser's text decoder
// puts where a byte is not UTF-8: a text export has none; a picture, an archive or a PDF has them at once.
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/;

/**
 * Classifies `text`, which `JSON.parse` refused with `error`. Looks at the first 4,096 characters for binary bytes,
 * scans the whole text once for brackets and strings left open (a download cut short), and reads the position from
 * the error's message where the browser gives one ("at position 41": Chromium; "at line 3 column 14": Firefox).
 */
export function jsonProblem(text: string, error: unknown): JsonProblem {
  const start = text.replace(/^\ufeff/, '').trimStart();
  if (!start) return { kind: 'empty' };
  if (BINARY.test(text.slice(0, 4_096))) return { kind: 'binary' };
  if (start[0] !== '{' && start[0] !== '[') return { kind: 'not-data' };
  if (leftOpen(text)) return { kind: 'cut-short' };
  return { kind: 'syntax', ...where(text, error instanceof Error ? error.message : '') };
}

/** True when `text` ends inside a string or with a bracket still open. */
function leftOpen(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

/** The line and column the parser's message names, if it names one. */
function where(text: string, message: string): { line?: number; column?: number } {
  const lineColumn = /line (\d+) column (\d+)/i.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/i.exec(message);
  if (!position) return {};
  const before = text.slice(0, Number(position[1]));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
