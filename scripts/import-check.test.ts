// @vitest-environment node
// `npm run import:check` as a user runs it: a real process, its stdout, stderr and exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lanesExportSchema } from '../src/domain/export/lanes-format';
import { openAsBlob } from 'node:fs';
import i18next from 'i18next';
import { mapBoardFile } from '../src/domain/import/board-file';
import { checkImportable } from '../src/domain/import/check-plan';
import { isImportFileError } from '../src/domain/import/read/problems';
import { readBoardFile } from '../src/domain/import/read/read-board-file';
import { problemText, skipLine } from '../src/features/import/import-text';
import enImporter from '../src/i18n/locales/en/importer.json';
import { IMPORT_FILE_MAX_BYTES } from '../src/domain/limits';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(repoRoot, '..', 'shared', 'fixtures', 'trello', 'stonekw-board-2020.json');
const haveFixture = existsSync(fixture);
const fixtureFiles = haveFixture
  ? readdirSync(path.dirname(fixture))
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(path.dirname(fixture), name))
  : [];
if (!haveFixture) console.warn(`SKIPPED: import:check on a real export (${fixture} is not there)`);
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

/** A small export written for these tests: one list, one card with a link attachment and a check item. */
const SMALL = {
  name: 'Small',
  lists: [{ id: 'L', name: 'To do', pos: 1, softLimit: 3 }],
  cards: [
    {
      id: 'c',
      idList: 'L',
      name: 'Ünïcödé 😀',
      pos: 1,
      attachments: [{ id: 'a', name: 'Spec', url: 'https://example.com/spec', isUpload: false }],
    },
  ],
  checklists: [{ id: 'k', idCard: 'c', name: 'Steps', checkItems: [{ name: 'One', state: 'complete' }] }],
};

function write(name: string, content: string | Buffer): string {
  const file = path.join(scratch, name);
  writeFileSync(file, content);
  return file;
}

describe('scripts/import-check.ts', { timeout: 60_000 }, () => {
  it.skipIf(!haveFixture)('prints the report of a real export as one line of JSON and exits 0', () => {
    const { code, stdout, stderr } = run(fixture);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      '{"lists":{"open":8,"archived":0},"cards":{"open":41,"archived":1},"labels":7,' +
        '"checklists":2,"checkItems":8,"comments":0,"skipped":[]}\n',
    );
  });

  it('reads UTF-8, UTF-8 with a byte-order mark and UTF-16 with one alike (item 16)', () => {
    const text = JSON.stringify(SMALL);
    const utf8 = run(write('utf8.json', text));
    expect(utf8.code).toBe(0);
    expect(JSON.parse(utf8.stdout)).toMatchObject({ cards: { open: 1 }, checkItems: 1 });
    const withBom = run(write('bom8.json', `\uFEFF${text}`));
    const utf16 = run(write('utf16.json', Buffer.from(`\uFEFF${text}`, 'utf16le')));
    expect(withBom).toEqual(utf8);
    expect(utf16).toEqual(utf8);
  });

  it('--lanes prints the board the import would create as a Lanes board file (item 17)', () => {
    const file = write('small.json', JSON.stringify(SMALL));
    const { code, stdout, stderr } = run('--lanes', file);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lanes = lanesExportSchema.parse(JSON.parse(stdout));
    expect(lanes.board.title).toBe('Small');
    expect(lanes.lists).toMatchObject([{ title: 'To do', wipLimit: 3, archivedAt: null }]);
    expect(lanes.cards).toMatchObject([{ title: 'Ünïcödé 😀', checklists: [{ title: 'Steps' }] }]);
    expect(lanes.attachments).toMatchObject([{ name: 'Spec', url: 'https://example.com/spec' }]);
    // What it prints is a file the app imports back as the same board.
    expect(mapBoardFile(JSON.parse(stdout)).report).toMatchObject({ cards: { open: 1 }, checkItems: 1 });
    // The default output is unchanged by the option's existence.
    expect(JSON.parse(run(file).stdout)).toMatchObject({ lists: { open: 1, archived: 0 } });
  });

  it('refuses a file that is not JSON, or not an export, with the reason in words on stderr and exit 1', () => {
    const cut = run(write('cut.json', '{"lists": ['));
    expect(cut.code).toBe(1);
    expect(cut.stdout).toBe('');
    expect(cut.stderr).toMatch(/cut\.json” ends too early, in the middle of its data \(at line 1\)/);

    const binary = run(write('picture.json', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')));
    expect(binary.code).toBe(1);
    expect(binary.stderr).toMatch(/picture\.json” is not a text file: it holds binary data/);

    const notExport = run(write('not-export.json', '{"cards": []}'));
    expect(notExport.code).toBe(1);
    expect(notExport.stdout).toBe('');
    expect(notExport.stderr).toBe('This is not a Trello board export: "lists" is missing.\n');
  });

  it('refuses a file nested deeper than any export, found before it is parsed (item 12)', () => {
    const deep = write(
      'deep.json',
      `{"lists":[],"cards":[],"pluginData":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    );
    const { code, stderr } = run(deep);
    expect(code).toBe(1);
    expect(stderr).toMatch(/deep\.json” nests its data more than 32 levels deep \(line 1\)/);
  });

  it('refuses a file over the size limit without reading it, worded right just over the limit', () => {
    const huge = write('huge.json', '');
    // A sparse file: over the limit in size without 100 MB being written.
    truncateSync(huge, IMPORT_FILE_MAX_BYTES + 1);
    const { code, stdout, stderr } = run(huge);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /huge\.json” is 100 MB, 1 byte over the limit: a board file can be at most 100 MB\.\n$/,
    );
  });

  it('refuses a card the Firebase import would refuse, naming it by title and list (item 13)', () => {
    const items = Array.from({ length: 200 }, (_, i) => ({ name: `${'x'.repeat(290)} ${i}`, pos: i }));
    // 20 checklists, the most a card may have (issue 15: CHECKLISTS_PER_CARD), of 200 long items: over 1 MiB.
    const checklists = Array.from({ length: 20 }, (_, i) => ({
      id: `k${i}`,
      idCard: 'c',
      checkItems: items,
    }));
    const { code, stderr } = run(write('heavy.json', JSON.stringify({ ...SMALL, checklists })));
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Card "Ünïcödé 😀" in list "To do" would take 1\.\d\d MiB as a Firestore document/,
    );
  });

  it('says what the app says, on every real export, on custom fields and on hostile files (items 9, 12, 13, 16)', async () => {
    const instance = i18next.createInstance();
    // As the app's i18n (src/i18n): React escapes, so i18next does not.
    await instance.init({
      lng: 'en',
      resources: { en: { importer: enImporter } },
      interpolation: { escapeValue: false },
    });
    const t = instance.getFixedT('en', 'importer');
    /** What the import dialog's worker and the adapters do with `file`, worded as the dialog words it. */
    const appSays = async (file: string) => {
      try {
        const json = await readBoardFile(await openAsBlob(file), { fileName: file });
        const { plan, report } = mapBoardFile(json);
        checkImportable(plan);
        return {
          code: 0,
          stdout: `${JSON.stringify({ ...report, skipped: report.skipped.map((n) => skipLine(t, n)) })}\n`,
          stderr: '',
        };
      } catch (e) {
        const message = isImportFileError(e) ? problemText(t, e.fileName, e.problem) : (e as Error).message;
        return { code: 1, stdout: '', stderr: `${message}\n` };
      }
    };
    const fieldsSample = path.join(repoRoot, 'src/domain/import/trello-custom-fields.sample.json');
    const hostile = [
      write(
        'agree-deep.json',
        `{"lists":[],"cards":[],"pluginData":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      ),
      write('agree-null.json', JSON.stringify({ ...SMALL, cards: [null, ...SMALL.cards] })),
      write('agree-utf16.json', Buffer.from(`\uFEFF${JSON.stringify(SMALL)}`, 'utf16le')),
      write(
        'agree-title.json',
        JSON.stringify({ ...SMALL, cards: [{ ...SMALL.cards[0], name: 'x'.repeat(600) }] }),
      ),
    ];
    for (const file of [...fixtureFiles, fieldsSample, ...hostile]) {
      expect(run(file), path.basename(file)).toEqual(await appSays(file));
    }
    // And the files that the check refuses are refused by the app too: the deep one, in words.
    expect((await appSays(hostile[0] ?? '')).stderr).toMatch(/nests its data more than 32 levels deep/);
  });

  it('prints usage on stderr and exits 2 without a file', () => {
    const { code, stdout, stderr } = run();
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Usage: npm run import:check -- \[--lanes\] FILE\.json/);
  });
});
