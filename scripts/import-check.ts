/**
 * Dry run of the Trello importer: `npm run import:check -- FILE.json` maps a board export as the app would and
 * prints the import report as one line of JSON on stdout. Writes nothing.
 * Exit codes: 0 the board would import; 1 it would be refused (the reason on stderr); 2 wrong arguments.
 */
import { readFileSync, statSync } from 'node:fs';
import { AppError, toAppError } from '../src/domain/errors';
import { mapTrelloExport } from '../src/domain/import/trello';
import type { ImportReport } from '../src/domain/import/trello';
import { IMPORT_FILE_MAX_BYTES } from '../src/domain/limits';

const USAGE = `Usage: npm run import:check -- FILE.json
Maps a Trello board export ("Export as JSON") as Lanes would import it and prints the import report.
Exit codes: 0 importable, 1 refused (reason on stderr), 2 wrong arguments.
`;

/**
 * The import report for the Trello export in `file`. Throws AppError `import/too-large` past IMPORT_FILE_MAX_BYTES
 * (100 MB, Lanes), `import/invalid-file` for a file that is not JSON or not a Trello export, `limit-exceeded`,
 * `not-found` for a file that cannot be read.
 */
function check(file: string): ImportReport {
  let text: string;
  try {
    // Checked before reading, so a huge file is refused without being loaded.
    const { size } = statSync(file);
    if (size > IMPORT_FILE_MAX_BYTES) {
      const mb = (n: number) => `${Math.round(n / (1024 * 1024)).toLocaleString('en-US')} MB`;
      throw new AppError(
        'import/too-large',
        `${file} is ${mb(size)}; a Trello import file can be at most ${mb(IMPORT_FILE_MAX_BYTES)}.`,
      );
    }
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('not-found', `Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`, {
      cause: e,
    });
  }
  let json: unknown;
  try {
    // Editors on Windows may add a byte-order mark, which JSON.parse rejects.
    json = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    throw new AppError(
      'import/invalid-file',
      `This file is not JSON, so not a Trello board export: ${detail}`,
      {
        cause: e,
      },
    );
  }
  return mapTrelloExport(json).report;
}

const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const file = args[0];
if (args.length !== 1 || file === undefined || file === '-h' || file === '--help') {
  process.stderr.write(USAGE);
  process.exitCode = 2;
} else {
  try {
    process.stdout.write(`${JSON.stringify(check(file))}\n`);
    process.exitCode = 0;
  } catch (e) {
    process.stderr.write(`${toAppError(e).message}\n`);
    process.exitCode = 1;
  }
}
