/** Reads a chosen file as text with progress, refusing one over the import size limit before reading it. */
import i18next from 'i18next';
import { AppError } from '../../domain/errors';
import { IMPORT_FILE_MAX_BYTES } from '../../domain/limits';

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

/** Parses JSON text, turning a syntax error into `import/invalid-file` with the parser's own words. */
export function parseJson(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new AppError('import/invalid-file', i18next.t('import:notJson', { name: fileName, why }), {
      cause: e,
    });
  }
}
