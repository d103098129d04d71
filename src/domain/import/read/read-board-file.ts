/**
 * Reading a board file from its bytes to a JSON value, the one way the app (in its import worker) and
 * `npm run import:check` both do it: size first (before reading), then chunk by chunk the encoding (UTF-8, or
 * UTF-16 with or without a byte-order mark), binary content and the nesting depth — a hostile file is refused
 * after its first chunks, before anything is parsed — and only then JSON.parse, whose failures are described in
 * words (json-syntax.ts).
 */
import { IMPORT_FILE_MAX_BYTES } from '../../limits';
import { MAX_JSON_DEPTH, NestingScanner } from './json-depth';
import { findJsonSyntaxProblem } from './json-syntax';
import { ImportFileError } from './problems';

/** What the reader reads: a browser File or any Blob (Node: `fs.openAsBlob`). */
export interface ReadableFile {
  readonly size: number;
  stream(): ReadableStream<Uint8Array>;
}

/** Options of readBoardFile: the name for messages, and a progress callback (bytes read of bytes in all). */
export interface ReadOptions {
  fileName: string;
  onProgress?: (bytesRead: number, bytesTotal: number) => void;
  /** Overrides IMPORT_FILE_MAX_BYTES (bytes), for tests. */
  maxBytes?: number;
  /** Overrides MAX_JSON_DEPTH, for tests. */
  maxDepth?: number;
}

/**
 * The encoding of a text from its first bytes (at least 4 unless the file is shorter): a byte-order mark, else the
 * pattern of zero bytes an ASCII character leaves in UTF-16 (RFC 4627 §3); null for UTF-32, which is not read.
 */
export function sniffEncoding(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | null {
  const [a, b, c, d] = head;
  if (a === 0xff && b === 0xfe) return c === 0 && d === 0 && head.length >= 4 ? null : 'utf-16le';
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  if (head.length >= 4) {
    if (a === 0 && b === 0 && c === 0 && d !== 0) return null;
    if (a !== 0 && b === 0 && c === 0 && d === 0) return null;
    if (a === 0 && b !== 0 && c === 0 && d !== 0) return 'utf-16be';
    if (a !== 0 && b === 0 && c !== 0 && d === 0) return 'utf-16le';
  }
  // Anything else is read as UTF-8; stray zero bytes then mark it as binary.
  return 'utf-8';
}

function lineAt(parts: readonly string[], offset: number): number {
  let line = 1;
  let seen = 0;
  for (const part of parts) {
    const end = Math.min(part.length, offset - seen);
    for (let i = part.indexOf('\n'); i !== -1 && i < end; i = part.indexOf('\n', i + 1)) line += 1;
    seen += part.length;
    if (seen >= offset) break;
  }
  return line;
}

/**
 * Reads `source` as a board file and returns the parsed JSON value. Throws ImportFileError (an AppError):
 * `import/too-large` past IMPORT_FILE_MAX_BYTES (100 MB, Lanes) without reading a byte; `import/invalid-file` for a
 * file that is not text, nests deeper than MAX_JSON_DEPTH (32) levels (found while reading, before parsing), is not
 * JSON (the first syntax error, by line and column), or cannot be read.
 */
export async function readBoardFile(source: ReadableFile, options: ReadOptions): Promise<unknown> {
  const { fileName, onProgress } = options;
  const limit = options.maxBytes ?? IMPORT_FILE_MAX_BYTES;
  const total = source.size;
  if (total > limit)
    throw new ImportFileError(fileName, { kind: 'tooLarge', bytes: total, limitBytes: limit });

  const reader = source.stream().getReader();
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const scanner = new NestingScanner(maxDepth);
  const parts: string[] = [];
  let decoder: TextDecoder | null = null;
  let pending: Uint8Array = new Uint8Array(0);
  let read = 0;
  const fail = (problem: ConstructorParameters<typeof ImportFileError>[1], cause?: unknown): never => {
    void reader.cancel().catch(() => undefined);
    throw new ImportFileError(fileName, problem, { cause });
  };
  const take = (text: string) => {
    if (text.includes('\0')) fail({ kind: 'binary' });
    const deep = scanner.push(text);
    parts.push(text);
    if (deep >= 0) fail({ kind: 'tooDeep', maxDepth, line: lineAt(parts, deep) });
  };
  const decode = (bytes: Uint8Array, stream: boolean) => {
    try {
      return (decoder as TextDecoder).decode(bytes, { stream });
    } catch (e) {
      return fail({ kind: 'binary' }, e);
    }
  };

  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (e) {
      return fail({ kind: 'unreadable' }, e);
    }
    if (chunk.done) break;
    read += chunk.value.length;
    onProgress?.(read, total);
    if (decoder === null) {
      // The encoding needs the first four bytes; a first chunk shorter than that waits for the next.
      pending = concat(pending, chunk.value);
      if (pending.length < 4) continue;
      decoder = decoderFor(pending, fail);
      take(decode(pending, true));
    } else take(decode(chunk.value, true));
  }
  if (decoder === null) {
    decoder = decoderFor(pending, fail);
    take(decode(pending, false));
  } else take(decode(new Uint8Array(0), false));

  const text = parts.join('');
  parts.length = 0;
  try {
    return JSON.parse(text);
  } catch (e) {
    const syntax = findJsonSyntaxProblem(text) ?? { kind: 'cutShort' as const, line: 1 };
    return fail({ kind: 'notJson', syntax }, e);
  }
}

function decoderFor(head: Uint8Array, fail: (problem: { kind: 'binary' }) => never): TextDecoder {
  const encoding = sniffEncoding(head);
  // fatal: bytes that are not text in that encoding are refused as binary, never turned into U+FFFD silently.
  return encoding ? new TextDecoder(encoding, { fatal: true }) : fail({ kind: 'binary' });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
