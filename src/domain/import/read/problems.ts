/**
 * Why a board file could not be read, as data: the app and `npm run import:check` word it from the same
 * catalogue (src/i18n/locales/{en,de}/import.json, `problem.*`, rendered by src/i18n/import-text.ts), so both say the
 * same thing, in English and German.
 */
import { AppError } from '../../errors';
import type { JsonSyntaxProblem } from './json-syntax';

/** What is wrong with a board file before any of its content is looked at. */
export type ImportProblem =
  /** Bigger than the import limit: `bytes` of at most `limitBytes`. */
  | { kind: 'tooLarge'; bytes: number; limitBytes: number }
  /** Not text: bytes that are not UTF-8 (or UTF-16 with a byte-order mark), or control characters. */
  | { kind: 'binary' }
  /** Nested deeper than `maxDepth` levels (refused before parsing); `line` where it went too deep. */
  | { kind: 'tooDeep'; maxDepth: number; line: number }
  /** Text, but not JSON: the first syntax error. */
  | { kind: 'notJson'; syntax: JsonSyntaxProblem }
  /** The browser or the file system could not read the file. */
  | { kind: 'unreadable' };

/**
 * A board file refused before mapping: AppError `import/too-large` for `tooLarge`, else `import/invalid-file`.
 * `fileName` and `problem` are what the message is made of; `message` is a short English line for logs.
 */
export class ImportFileError extends AppError {
  readonly problem: ImportProblem;
  readonly fileName: string;

  constructor(fileName: string, problem: ImportProblem, options?: { cause?: unknown }) {
    super(
      problem.kind === 'tooLarge' ? 'import/too-large' : 'import/invalid-file',
      `${fileName}: ${problem.kind === 'notJson' ? `notJson/${problem.syntax.kind}` : problem.kind}`,
      options,
    );
    this.name = 'ImportFileError';
    this.problem = problem;
    this.fileName = fileName;
  }
}

/** True when `e` is an ImportFileError, also after a structured clone (a Web Worker's message drops the class). */
export function isImportFileError(
  e: unknown,
): e is Pick<ImportFileError, 'problem' | 'fileName' | 'code' | 'message'> {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as { fileName?: unknown }).fileName === 'string' &&
    typeof (e as { problem?: { kind?: unknown } }).problem?.kind === 'string'
  );
}
