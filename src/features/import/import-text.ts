/**
 * The import's words, one way for the app and for `npm run import:check`: why a file was refused
 * (src/domain/import/read/problems.ts) and the report's lines of what was left out or changed (trello-skips.ts),
 * from the `importer` catalogue (English and German). The caller passes the `t` of the language to use.
 */
import type { TFunction } from 'i18next';
import type { ImportProblem } from '../../domain/import/read/problems';
import type { SkippedNote } from '../../domain/import/trello-skips';

/** A translate function of the `importer` namespace, in the language wanted. */
export type ImporterT = TFunction<'importer'>;

/** One report line: what was left out or changed, and why. */
export interface SkipLine {
  what: string;
  why: string;
}

/** A report line in words. */
export function skipLine(t: ImporterT, note: SkippedNote): SkipLine {
  const options = { count: note.count, detail: note.detail ?? '' };
  return { what: t(`skip.${note.kind}.what`, options), why: t(`skip.${note.kind}.why`, options) };
}

/** `bytes` in the unit a person reads best: 512 bytes, 3.4 KB, 100.2 MB (1 KB = 1,024 bytes, as the limit). */
function size(t: ImporterT, bytes: number): string {
  if (bytes < 1024) return t('size.bytes', { count: bytes });
  if (bytes < 1024 * 1024) return t('size.kb', { n: Math.floor((bytes / 1024) * 10) / 10 });
  return t('size.mb', { n: Math.floor((bytes / 1024 / 1024) * 10) / 10 });
}

/** A character found in a file, for a message: itself when printable, else its code (U+0007). */
function charText(t: ImporterT, code: number): string {
  const char = String.fromCodePoint(code);
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char)) return t('problem.char', { char });
  return t('problem.codePoint', { code: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` });
}

/** Why file `name` was refused, in words: what is wrong and, where it helps, what to do. */
export function problemText(t: ImporterT, name: string, problem: ImportProblem): string {
  switch (problem.kind) {
    case 'tooLarge':
      return t('problem.tooLarge', {
        name,
        size: size(t, problem.bytes),
        over: size(t, problem.bytes - problem.limitBytes),
        limit: size(t, problem.limitBytes),
      });
    case 'binary':
      return t('problem.binary', { name });
    case 'tooDeep':
      return t('problem.tooDeep', { name, max: problem.maxDepth, line: problem.line });
    case 'unreadable':
      return t('problem.unreadable', { name });
    case 'notJson': {
      const syntax = problem.syntax;
      switch (syntax.kind) {
        case 'empty':
        case 'html':
          return t(`problem.notJson.${syntax.kind}`, { name });
        case 'cutShort':
          return t('problem.notJson.cutShort', { name, line: syntax.line });
        case 'unexpected':
          return t('problem.notJson.unexpected', {
            name,
            line: syntax.line,
            column: syntax.column,
            char: charText(t, syntax.char),
            expected: t(`problem.expected.${syntax.expected}`),
          });
        case 'controlInText':
          return t('problem.notJson.controlInText', {
            name,
            line: syntax.line,
            column: syntax.column,
            char: charText(t, syntax.char),
          });
        case 'badEscape':
        case 'badNumber':
          return t(`problem.notJson.${syntax.kind}`, { name, line: syntax.line, column: syntax.column });
      }
    }
  }
}
