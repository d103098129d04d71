// The import's words (issue 17 items 16 and 3, issue 16 item 13): one wording for the app and import:check, in
// English and German; a refused file is described, never quoted back.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SKIP_KINDS } from '../../domain/import/trello-skips';
import { de } from '../../i18n/de';
import { problemText, skipLine, type ImporterT } from './import-text';

const MB = 1024 * 1024;
const en: ImporterT = i18next.getFixedT('en', 'importer');
i18next.addResourceBundle('de', 'importer', de.importer);
const german: ImporterT = i18next.getFixedT('de', 'importer');

describe('problemText', () => {
  it('words a file just over the size limit so that the numbers differ (item 16)', () => {
    const problem = { kind: 'tooLarge', bytes: 100 * MB + 1, limitBytes: 100 * MB } as const;
    expect(problemText(en, 'big.json', problem)).toBe(
      '“big.json” is 100 MB, 1 byte over the limit: a board file can be at most 100 MB.',
    );
    expect(problemText(en, 'big.json', { ...problem, bytes: 250 * MB + 300 * 1024 })).toBe(
      '“big.json” is 250.2 MB, 150.2 MB over the limit: a board file can be at most 100 MB.',
    );
    expect(problemText(german, 'big.json', problem)).toBe(
      '„big.json“ ist 100 MB groß, 1 Byte über dem Limit: Eine Board-Datei darf höchstens 100 MB groß sein.',
    );
  });

  it('says what is wrong with binary garbage in words, in English and German, without quoting it', () => {
    expect(problemText(en, 'photo.png', { kind: 'binary' })).toMatch(
      /^“photo\.png” is not a text file: it holds binary data/,
    );
    expect(problemText(german, 'photo.png', { kind: 'binary' })).toMatch(
      /^„photo\.png“ ist keine Textdatei: Sie enthält Binärdaten/,
    );
    const bell = {
      kind: 'notJson',
      syntax: { kind: 'unexpected', line: 3, column: 9, char: 7, expected: 'value' },
    } as const;
    expect(problemText(en, 'x.json', bell)).toBe(
      '“x.json” is not valid JSON: line 3, column 9 has the character U+0007 where a value should be.',
    );
    expect(problemText(german, 'x.json', bell)).toBe(
      '„x.json“ ist kein gültiges JSON: In Zeile 3, Spalte 9 steht das Zeichen U+0007, wo ein Wert stehen müsste.',
    );
    const comma = {
      kind: 'notJson',
      syntax: { kind: 'unexpected', line: 1, column: 2_000, char: 0x78, expected: 'commaOrArrayEnd' },
    } as const;
    expect(problemText(en, 'x.json', comma)).toBe(
      '“x.json” is not valid JSON: line 1, column 2,000 has “x” where a comma or a closing bracket (]) should be.',
    );
    expect(problemText(en, 'd.json', { kind: 'tooDeep', maxDepth: 32, line: 1 })).toBe(
      '“d.json” nests its data more than 32 levels deep (line 1); no Trello or Lanes export does, so it was not read.',
    );
  });
});

describe('skipLine', () => {
  it('words every kind of report line in English and German, singular and plural', () => {
    for (const kind of SKIP_KINDS) {
      for (const count of [1, 2]) {
        for (const t of [en, german]) {
          const { what, why } = skipLine(t, { kind, count, detail: 'cards' });
          expect(what, `${kind} ${count}`).not.toMatch(/skip\.|\{\{/);
          expect(why, `${kind} ${count}`).not.toMatch(/skip\.|\{\{/);
        }
      }
    }
  });

  it('keeps the wording import:check printed before, for the kinds it had', () => {
    expect(skipLine(en, { kind: 'uploadedAttachment', count: 3 })).toEqual({
      what: '3 uploaded attachments',
      why: 'their files are not in a Trello export; kept as links',
    });
    expect(skipLine(en, { kind: 'actionsCap', count: 1_000 })).toEqual({
      what: 'comments older than the newest 1,000 actions',
      why: 'Trello exports at most 1,000 actions; older comments may be missing',
    });
    expect(skipLine(en, { kind: 'nullEntry', count: 2, detail: 'cards' }).what).toBe(
      '2 empty (null) entries in “cards”',
    );
    // Issue 18: custom fields are imported now; the lines say what could not come, not that Lanes lacks them.
    expect(skipLine(en, { kind: 'customFieldValue', count: 2 })).toEqual({
      what: '2 custom field values on cards',
      why: 'not imported: its field or option is not in the file, or the value could not be read',
    });
    expect(skipLine(en, { kind: 'customField', count: 3 }).what).toBe('3 custom fields not imported');
    expect(skipLine(en, { kind: 'longFieldText', count: 1 }).what).toBe(
      '1 custom field text over one line or 1,000 characters',
    );
    expect(skipLine(en, { kind: 'lanesFieldValues', count: 2 })).toEqual({
      what: '2 custom field values',
      why: 'not kept: the field is not in the file, or the value does not fit it',
    });
    expect(skipLine(german, { kind: 'longCardTitle', count: 1 })).toEqual({
      what: '1 Titel mit mehr als 512 Zeichen',
      why: 'auf 512 Zeichen gekürzt; der ganze Titel steht oben in der Beschreibung',
    });
  });
});
