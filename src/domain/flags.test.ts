// Flag parsing: defaults, good values, bad values reported; the TS defaults against remoteconfig.template.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MB_DEFAULT, OPEN_CARDS_PER_BOARD } from './limits';
import { defaultStrings, FLAG_DEFAULTS, FLAG_DEFINITIONS, FLAG_NAMES, parseFlags } from './flags';

describe('parseFlags', () => {
  it('gives the defaults for nothing delivered, with no problems', () => {
    expect(parseFlags({})).toEqual({ flags: FLAG_DEFAULTS, problems: [] });
    expect(FLAG_DEFAULTS).toEqual({
      max_attachment_mb: ATTACHMENT_MB_DEFAULT,
      trello_import_enabled: true,
      maintenance_banner: '',
      board_card_soft_limit: 4500,
    });
  });

  it('types good values', () => {
    const { flags, problems } = parseFlags({
      max_attachment_mb: '25.5',
      trello_import_enabled: 'false',
      maintenance_banner: '  Read-only from 22:00 UTC  ',
      board_card_soft_limit: '1000',
    });
    expect(problems).toEqual([]);
    expect(flags).toEqual({
      max_attachment_mb: 25.5,
      trello_import_enabled: false,
      maintenance_banner: 'Read-only from 22:00 UTC',
      board_card_soft_limit: 1000,
    });
  });

  it('reads booleans the way Remote Config does', () => {
    for (const word of ['1', 'TRUE', 't', 'yes', 'on'])
      expect(parseFlags({ trello_import_enabled: word }).flags.trello_import_enabled).toBe(true);
    for (const word of ['0', 'False', 'no', 'off', ''])
      expect(parseFlags({ trello_import_enabled: word }).flags.trello_import_enabled).toBe(false);
  });

  it('falls back to the default for a non-number max_attachment_mb and reports it', () => {
    const { flags, problems } = parseFlags({ max_attachment_mb: 'ten' });
    expect(flags.max_attachment_mb).toBe(10);
    expect(problems).toEqual([{ flag: 'max_attachment_mb', value: 'ten', reason: 'not a number' }]);
  });

  it('reports each unusable value and keeps the others', () => {
    const { flags, problems } = parseFlags({
      max_attachment_mb: '',
      trello_import_enabled: 'maybe',
      board_card_soft_limit: '12.5',
      maintenance_banner: 'hello',
      unknown_flag: 'ignored',
    });
    expect(flags).toEqual({ ...FLAG_DEFAULTS, maintenance_banner: 'hello' });
    expect(problems.map((p) => [p.flag, p.reason])).toEqual([
      ['max_attachment_mb', 'not a number'],
      ['board_card_soft_limit', 'must be a whole number of cards'],
      ['trello_import_enabled', 'not a boolean (true or false)'],
    ]);
  });

  it('refuses zero, negative and infinite numbers', () => {
    for (const value of ['0', '-3', 'Infinity', '1e999'])
      expect(parseFlags({ max_attachment_mb: value }).problems).toHaveLength(1);
  });

  it('keeps the soft limit under the hard limit, so the warning comes before createCard refuses', () => {
    expect(FLAG_DEFAULTS.board_card_soft_limit).toBeLessThan(OPEN_CARDS_PER_BOARD);
  });
});

interface TemplateParameter {
  defaultValue: { value: string };
  valueType: string;
  description?: string;
}

describe('remoteconfig.template.json', () => {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../remoteconfig.template.json');
  const template = JSON.parse(readFileSync(file, 'utf8')) as {
    parameters: Record<string, TemplateParameter>;
  };

  it('declares exactly the flags the app knows, in the same order', () => {
    expect(Object.keys(template.parameters)).toEqual(FLAG_NAMES);
  });

  it('has the same defaults, types and descriptions as src/domain/flags.ts', () => {
    const strings = defaultStrings();
    for (const name of FLAG_NAMES) {
      const parameter = template.parameters[name];
      expect(parameter?.defaultValue.value, name).toBe(strings[name]);
      expect(parameter?.valueType, name).toBe(FLAG_DEFINITIONS[name].valueType);
      expect(parameter?.description, name).toBe(FLAG_DEFINITIONS[name].description);
    }
  });

  it('parses to the TS defaults with no problem', () => {
    const raw = Object.fromEntries(FLAG_NAMES.map((n) => [n, template.parameters[n]?.defaultValue.value]));
    expect(parseFlags(raw)).toEqual({ flags: FLAG_DEFAULTS, problems: [] });
  });
});
