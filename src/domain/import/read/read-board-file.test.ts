// @vitest-environment node
// Reading a board file from its bytes (issue 17 items 12 and 16, issue 16 item 13): encodings, binary files, hostile
// nesting refused while reading, JSON errors described in words, the size limit checked before reading.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, NestingScanner, tooDeepAt } from './json-depth';
import { findJsonSyntaxProblem } from './json-syntax';
import { ImportFileError, type ImportProblem } from './problems';
import { readBoardFile, sniffEncoding, type ReadableFile } from './read-board-file';

const encoder = new TextEncoder();

/** A file of `bytes` delivered in chunks of `chunk` bytes; `pulled` counts the chunks read. */
function fileOf(bytes: Uint8Array, chunk = 64 * 1024): ReadableFile & { pulled: () => number } {
  let pulled = 0;
  return {
    size: bytes.length,
    pulled: () => pulled,
    stream: () => {
      let at = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) return controller.close();
          pulled += 1;
          controller.enqueue(bytes.slice(at, at + chunk));
          at += chunk;
        },
      });
    },
  };
}

const utf16 = (text: string, bigEndian = false) => {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[i * 2 + (bigEndian ? 1 : 0)] = code & 0xff;
    out[i * 2 + (bigEndian ? 0 : 1)] = code >> 8;
  }
  return out;
};

async function problemOf(bytes: Uint8Array | string, chunk?: number): Promise<ImportProblem> {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  try {
    await readBoardFile(fileOf(data, chunk), { fileName: 'board.json' });
  } catch (e) {
    expect(e).toBeInstanceOf(ImportFileError);
    return (e as ImportFileError).problem;
  }
  throw new Error('expected the file to be refused');
}

const BOARD = { name: 'Ünïcödé 😀 board', lists: [{ id: 'l', name: 'Tâche' }], cards: [] };
const TEXT = JSON.stringify(BOARD, null, 2);

describe('readBoardFile: encodings (item 16)', () => {
  it.each([
    ['UTF-8', encoder.encode(TEXT)],
    ['UTF-8 with a byte-order mark', encoder.encode(`\uFEFF${TEXT}`)],
    ['UTF-16 LE with a byte-order mark', utf16(`\uFEFF${TEXT}`)],
    ['UTF-16 BE with a byte-order mark', utf16(`\uFEFF${TEXT}`, true)],
    ['UTF-16 LE without one', utf16(TEXT)],
  ])('reads %s, in chunks that split characters', async (_name, bytes) => {
    for (const chunk of [1, 3, 7, 64 * 1024])
      expect(await readBoardFile(fileOf(bytes, chunk), { fileName: 'b.json' })).toEqual(BOARD);
  });

  it('tells encodings apart from the first bytes (RFC 4627 §3), UTF-32 refused', () => {
    expect(sniffEncoding(Uint8Array.of(0x7b, 0x22, 0x61, 0x22))).toBe('utf-8');
    expect(sniffEncoding(Uint8Array.of(0xff, 0xfe, 0x7b, 0x00))).toBe('utf-16le');
    expect(sniffEncoding(Uint8Array.of(0xfe, 0xff, 0x00, 0x7b))).toBe('utf-16be');
    expect(sniffEncoding(Uint8Array.of(0x00, 0x7b, 0x00, 0x22))).toBe('utf-16be');
    expect(sniffEncoding(Uint8Array.of(0xff, 0xfe, 0x00, 0x00))).toBeNull();
    expect(sniffEncoding(Uint8Array.of(0x00, 0x00, 0x00, 0x7b))).toBeNull();
  });

  it('refuses binary files as binary: a picture, zero bytes, bytes that are not UTF-8 (issue 16 item 13)', async () => {
    const png = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d494844520000', 'hex'));
    expect(await problemOf(png)).toEqual({ kind: 'binary' });
    expect(await problemOf(Uint8Array.of(0x7b, 0x7d, 0x00, 0x01, 0x02))).toEqual({ kind: 'binary' });
    expect(await problemOf(Uint8Array.of(0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d))).toEqual({ kind: 'binary' });
    expect(await problemOf(Uint8Array.of(0, 0, 0, 0x7b, 0, 0, 0, 0x7d))).toEqual({ kind: 'binary' });
  });

  it('refuses a file over the limit by its size alone, without reading a byte', async () => {
    const huge: ReadableFile = {
      size: 100 * 1024 * 1024 + 1,
      stream: () => {
        throw new Error('must not be read');
      },
    };
    await expect(readBoardFile(huge, { fileName: 'huge.json' })).rejects.toMatchObject({
      code: 'import/too-large',
      problem: { kind: 'tooLarge', bytes: 100 * 1024 * 1024 + 1, limitBytes: 100 * 1024 * 1024 },
    });
  });

  it('reports progress in bytes, up to the whole file', async () => {
    const bytes = encoder.encode(TEXT);
    const seen: number[] = [];
    await readBoardFile(fileOf(bytes, 50), { fileName: 'b.json', onProgress: (done) => seen.push(done) });
    expect(seen.at(-1)).toBe(bytes.length);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});

describe('readBoardFile: hostile nesting (item 12)', () => {
  it('refuses nesting past 32 levels after reading only the first chunk of a big file', async () => {
    const depth = 2_000_000;
    const text = `{"lists":[],"cards":[],"pluginData":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const file = fileOf(encoder.encode(text));
    await expect(readBoardFile(file, { fileName: 'deep.json' })).rejects.toMatchObject({
      code: 'import/invalid-file',
      problem: { kind: 'tooDeep', maxDepth: MAX_JSON_DEPTH, line: 1 },
    });
    expect(file.pulled()).toBe(1);
  });

  it('reads nesting of exactly 32 levels, and counts no bracket inside a string', async () => {
    const at32 = `${'['.repeat(31)}{"s":"[[[[{{{{\\"[[["}${']'.repeat(31)}`;
    expect(await readBoardFile(fileOf(encoder.encode(at32), 5), { fileName: 'x.json' })).toBeDefined();
    expect(tooDeepAt(at32)).toBe(-1);
    expect(tooDeepAt(`[${at32}]`)).toBe(32);
  });

  it('follows strings and escapes across chunk boundaries', () => {
    const text = `["\\\\", "\\"[[[[", ${'['.repeat(3)}]]]]`;
    const whole = tooDeepAt(text, 3);
    for (let cut = 0; cut <= text.length; cut++) {
      const scanner = new NestingScanner(3);
      const first = scanner.push(text.slice(0, cut));
      const result = first >= 0 ? first : scanner.push(text.slice(cut));
      expect(result).toBe(whole);
    }
    expect(whole).toBe(text.lastIndexOf('[[') + 1);
  });
});

describe('readBoardFile: what is wrong with text that is not JSON, in words (issue 16 item 13)', () => {
  it.each<[string, string, unknown]>([
    ['an empty file', '  \n', { kind: 'empty' }],
    ['a web page', '<!DOCTYPE html><html>', { kind: 'html' }],
    ['a file cut short', '{"lists": [\n{"id": "l1", "name": "To', { kind: 'cutShort', line: 2 }],
    [
      'a stray letter',
      '{"lists": [],\n "cards": [] x}',
      { kind: 'unexpected', line: 2, column: 14, char: 0x78, expected: 'commaOrObjectEnd' },
    ],
    ['a missing colon', '{"a" 1}', { kind: 'unexpected', line: 1, column: 6, char: 0x31, expected: 'colon' }],
    [
      'a single-quoted key',
      "{'a': 1}",
      { kind: 'unexpected', line: 1, column: 2, char: 0x27, expected: 'key' },
    ],
    [
      'a trailing comma',
      '[1, 2,]',
      { kind: 'unexpected', line: 1, column: 7, char: 0x5d, expected: 'value' },
    ],
    ['text after the end', '{} {}', { kind: 'unexpected', line: 1, column: 4, char: 0x7b, expected: 'end' }],
    ['a tab inside a string', '{"a": "x\ty"}', { kind: 'controlInText', line: 1, column: 9, char: 9 }],
    ['a bad escape', '["\\q"]', { kind: 'badEscape', line: 1, column: 3 }],
    ['a leading zero', '[012]', { kind: 'badNumber', line: 1, column: 2 }],
  ])('%s', async (_name, text, syntax) => {
    expect(await problemOf(text)).toEqual({ kind: 'notJson', syntax });
  });

  it('finds a problem exactly when JSON.parse fails, on any text', () => {
    const parses = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v, null, 1) ?? 'null'),
      fc
        .tuple(fc.jsonValue({ maxDepth: 4 }), fc.nat(), fc.string({ unit: 'binary-ascii', maxLength: 2 }))
        .map(([v, at, ins]) => {
          const text = JSON.stringify(v) ?? 'null';
          const i = at % (text.length + 1);
          return text.slice(0, i) + ins + text.slice(i + (at % 2));
        }),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect(findJsonSyntaxProblem(text) === null).toBe(parses(text));
      }),
      { seed: 17, numRuns: 2_000 },
    );
    // About 3 s on a quiet 2-core machine: room for a loaded CI runner.
  }, 30_000);
});
