// @vitest-environment node
// `npm run import:check` as a user runs it: a real process, its stdout, stderr and exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MAX_BYTES } from '../src/domain/limits';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(repoRoot, '..', 'shared', 'fixtures', 'trello', 'stonekw-board-2020.json');
const scratch = mkdtempSync(path.join(tmpdir(), 'lanes-import-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-check.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/import-check.ts', { timeout: 60_000 }, () => {
  it('prints the report of a real export as one line of JSON and exits 0', () => {
    const { code, stdout, stderr } = run(fixture);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      '{"lists":{"open":8,"archived":0},"cards":{"open":41,"archived":1},"labels":7,' +
        '"checklists":2,"checkItems":8,"comments":0,"skipped":[]}\n',
    );
  });

  it('refuses a file that is not JSON, or not an export, with the reason on stderr and exit 1', () => {
    const notJson = path.join(scratch, 'not-json.json');
    writeFileSync(notJson, '{"lists": [');
    const notJsonRun = run(notJson);
    expect(notJsonRun.code).toBe(1);
    expect(notJsonRun.stdout).toBe('');
    expect(notJsonRun.stderr).toMatch(/^This file is not JSON, so not a Trello board export: /);

    const notExport = path.join(scratch, 'not-export.json');
    writeFileSync(notExport, '{"cards": []}');
    const notExportRun = run(notExport);
    expect(notExportRun.code).toBe(1);
    expect(notExportRun.stdout).toBe('');
    expect(notExportRun.stderr).toBe('This is not a Trello board export: "lists" is missing.\n');
  });

  it('refuses a file over the size limit without reading it', () => {
    const huge = path.join(scratch, 'huge.json');
    writeFileSync(huge, '');
    // A sparse file: over the limit in size without 100 MB being written.
    truncateSync(huge, IMPORT_FILE_MAX_BYTES + 1);
    const { code, stdout, stderr } = run(huge);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/a Trello import file can be at most 100 MB\.\n$/);
  });

  it('prints usage on stderr and exits 2 without a file', () => {
    const { code, stdout, stderr } = run();
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Usage: npm run import:check -- FILE\.json/);
  });
});
