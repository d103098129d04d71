/**
 * Dry run of the board import: `npm run import:check -- FILE.json` reads a Trello export (or a Lanes board file) the
 * way the app does — the same reader (size, encoding, nesting depth, JSON), mapper and checks every mode makes before
 * writing (schema, limits, Firestore's 1 MiB per document), in the same words — and prints the import report as one
 * line of JSON on stdout. With `--lanes`, it prints instead the board the import would create, as a Lanes board file
 * (docs/export-format.md). Writes nothing.
 * Exit codes: 0 the board would import; 1 it would be refused (the reason on stderr); 2 wrong arguments.
 */
import { openAsBlob } from 'node:fs';
import i18next from 'i18next';
import { AppError, toAppError } from '../src/domain/errors';
import { buildLanesExport, lanesExportText } from '../src/domain/export/to-lanes-json';
import { mapBoardFile } from '../src/domain/import/board-file';
import { checkImportable } from '../src/domain/import/check-plan';
import { planRows } from '../src/domain/import/plan-rows';
import { isImportFileError } from '../src/domain/import/read/problems';
import { readBoardFile } from '../src/domain/import/read/read-board-file';
import { problemText, skipLine, type ImporterT } from '../src/features/import/import-text';
import enImporter from '../src/i18n/locales/en/importer.json';

const USAGE = `Usage: npm run import:check -- [--lanes] FILE.json
Reads a Trello board export ("Export as JSON") or a Lanes board file as Lanes would import it and prints the
import report as JSON; with --lanes, the board it would create, as a Lanes board file.
Exit codes: 0 importable, 1 refused (reason on stderr), 2 wrong arguments.
`;

/** The `importer` messages in English, as the app shows them. */
async function englishT(): Promise<ImporterT> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { importer: enImporter } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT('en', 'importer');
}

/**
 * Reads, maps and checks `file`; returns stdout's text. Throws AppError: `import/too-large`, `import/invalid-file`
 * (worded with `t`), `limit-exceeded`, `invalid-argument`, or `not-found` for a file that cannot be opened.
 */
async function check(file: string, asLanes: boolean, t: ImporterT): Promise<string> {
  let blob: Blob;
  try {
    blob = await openAsBlob(file);
  } catch (e) {
    throw new AppError('not-found', `Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
  let json: unknown;
  try {
    json = await readBoardFile(blob, { fileName: file });
  } catch (e) {
    if (isImportFileError(e)) throw new AppError(e.code, problemText(t, e.fileName, e.problem), { cause: e });
    throw e;
  }
  const { plan, report } = mapBoardFile(json);
  // What every mode checks before it writes a thing: the dry run refuses exactly what an import would.
  const checked = checkImportable(plan);
  if (!asLanes) {
    const skipped = report.skipped.map((note) => skipLine(t, note));
    return `${JSON.stringify({ ...report, skipped })}\n`;
  }
  const now = Date.now();
  const rows = planRows(checked, { boardId: 'import-check', uid: 'import-check', now });
  return lanesExportText(buildLanesExport(rows, now).file);
}

const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const asLanes = args.includes('--lanes');
const files = args.filter((arg) => arg !== '--lanes');
const file = files[0];
if (files.length !== 1 || file === undefined || file === '-h' || file === '--help' || file.startsWith('--')) {
  process.stderr.write(USAGE);
  process.exitCode = 2;
} else {
  const t = await englishT();
  try {
    process.stdout.write(await check(file, asLanes, t));
    process.exitCode = 0;
  } catch (e) {
    process.stderr.write(`${toAppError(e).message}\n`);
    process.exitCode = 1;
  }
}
