/**
 * How deep a JSON text nests, found by a streaming scan over its characters before anything is parsed: a hostile
 * file of one array nested millions of levels deep is refused after reading the first few kilobytes, instead of
 * costing seconds and gigabytes in JSON.parse and a recursive reader after it.
 */

/**
 * The deepest nesting a board file may have. Real Trello exports nest 6 levels (both fixtures in
 * shared/fixtures/trello: board → cards → card → badges → attachmentsByType → trello), Lanes' own files 5; 32 leaves
 * room for any future field while every recursive step after parsing stays trivially small (Lanes).
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Follows the nesting of a JSON text given in chunks of any size (a chunk may end inside a string or an escape).
 * Brackets inside strings do not count. It does not check the rest of the syntax: JSON.parse does that after.
 */
export class NestingScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private scanned = 0;

  constructor(private readonly maxDepth: number = MAX_JSON_DEPTH) {}

  /**
   * Scans the next `chunk` of the text. Returns -1 while the nesting stays within `maxDepth`, else the offset
   * (in UTF-16 units from the start of the whole text) of the bracket that goes one level too deep; the scanner
   * stops being useful after that.
   */
  push(chunk: string): number {
    let { depth, inString, escaped } = this;
    const max = this.maxDepth;
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) inString = true;
      else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
        depth += 1;
        if (depth > max) {
          this.depth = depth;
          return this.scanned + i;
        }
      } else if ((c === CLOSE_ARRAY || c === CLOSE_OBJECT) && depth > 0) depth -= 1;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    this.scanned += n;
    return -1;
  }
}

/** The offset where `text` first nests deeper than `maxDepth` (see NestingScanner.push), or -1. */
export function tooDeepAt(text: string, maxDepth: number = MAX_JSON_DEPTH): number {
  return new NestingScanner(maxDepth).push(text);
}
