/** Reads a chosen file as text with progress, refusing one over the import size limit before reading it. */
import i18next from 'i18next';
import { AppError } from '../../domain/errors';
import { IMPORT_FILE_MAX_BYTES } from '../../domain/limits';
import { jsonProblem } from './json-problem';

/**
 * Resolves with the file's text. `onProgress(bytesRead, bytesTotal)` fires as it reads. Throws `import/too-large`
 * for a file over 100 MB (Lanes' import limit) and `import/invalid-file` when the browser cannot read it.
 */
export function readImportFile(
  file: File,
  onProgress: (done: number, total: number) => void,
): Promise<string> {
  if (file.size > IMPORT_FILE_MAX_BYTES) {
    const mb = file.size / 1024 / 1024;
    return Promise.reject(
      new AppError('import/too-large', i18next.t('import:tooLarge', { name: file.name, mb })),
    );
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => onProgress(e.loaded, e.total || file.size);
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () =>
      reject(
        new AppError('import/invalid-file', i18next.t('import:unreadable', { name: file.name }), {
          cause: reader.error,
        }),
      );
    reader.readAsText(file);
  });
}

const NOT_JSON = {
  empty: 'import:notJson.empty',
  binary: 'import:notJson.binary',
  'not-data': 'import:notJson.notData',
  'cut-short': 'import:notJson.cutShort',
  syntax: 'import:notJson.syntax',
} as const;

/**
 * Parses JSON text. A text that is not JSON throws `import/invalid-file` saying in words what is wrong (empty,
 * binary, not a data file, cut short, or where the syntax breaks), never the parser's message with the file's bytes.
 */
export function parseJson(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const problem = jsonProblem(text, e);
    const message =
      problem.kind === 'syntax' && problem.line !== undefined
        ? i18next.t('import:notJson.syntaxAt', { name: fileName, line: problem.line, column: problem.column })
        : i18next.t(NOT_JSON[problem.kind], { name: fileName });
    throw new AppError('import/invalid-file', message, { cause: e });
  }
}
