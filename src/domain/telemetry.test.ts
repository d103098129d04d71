// Trace attribute and event parameter limits (Firebase Performance Monitoring, Google Analytics).
import { describe, expect, it } from 'vitest';
import {
  checkEventParams,
  checkMetric,
  EVENT_NAMES,
  nameProblem,
  PERFORMANCE_LIMITS,
  TRACE_NAMES,
  withAttribute,
} from './telemetry';

describe('trace attributes', () => {
  it('accepts a valid name and value', () => {
    expect(withAttribute({}, 'board_size', 'large')).toEqual({
      value: { board_size: 'large' },
      problems: [],
    });
  });

  it('accepts a 40-character name and refuses a 41-character one', () => {
    const forty = 'a'.repeat(40);
    expect(withAttribute({}, forty, 'x').value).toEqual({ [forty]: 'x' });
    const refused = withAttribute({}, `${forty}b`, 'x');
    expect(refused.value).toEqual({});
    expect(refused.problems[0]).toMatch(/1 to 40 characters/);
  });

  it('refuses names starting with _, a digit, or a reserved prefix, and names with other characters', () => {
    for (const name of ['_private', '1st', 'firebase_x', 'google_y', 'ga_z', 'has-dash', 'has space', ''])
      expect(withAttribute({}, name, 'v').problems, name).toHaveLength(1);
  });

  it('cuts a value over 100 characters and refuses an empty one', () => {
    const cut = withAttribute({}, 'source', 'v'.repeat(150));
    expect(cut.value.source).toHaveLength(PERFORMANCE_LIMITS.attributeValueLength);
    expect(cut.problems).toEqual(['attribute "source" cut to 100 characters']);
    expect(withAttribute({}, 'source', '').value).toEqual({});
  });

  it('refuses a sixth attribute but lets an existing one change', () => {
    let attrs: Record<string, string> = {};
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) attrs = withAttribute(attrs, name, 'v').value;
    const sixth = withAttribute(attrs, 'a6', 'v');
    expect(Object.keys(sixth.value)).toHaveLength(5);
    expect(sixth.problems[0]).toMatch(/at most 5 per trace/);
    expect(withAttribute(attrs, 'a3', 'changed')).toEqual({
      value: { ...attrs, a3: 'changed' },
      problems: [],
    });
  });

  it('never mutates the set it is given', () => {
    const attrs = Object.freeze({ a: 'b' });
    expect(() => withAttribute(attrs, 'c', 'd')).not.toThrow();
    expect(attrs).toEqual({ a: 'b' });
  });
});

describe('trace metrics', () => {
  it('floors values and refuses reserved or over-long names and non-finite values', () => {
    expect(checkMetric('cards', 41.9)).toEqual({ value: 41, problems: [] });
    expect(checkMetric('_fp', 1).value).toBeNull();
    expect(checkMetric('m'.repeat(101), 1).value).toBeNull();
    expect(checkMetric('cards_per_second', Infinity).value).toBeNull();
  });
});

describe('event parameters', () => {
  it('keeps valid ones, drops bad names and non-finite numbers, cuts long strings', () => {
    const { value, problems } = checkEventParams({
      method: 'password',
      cards: 12,
      ga_session: 'x',
      ratio: NaN,
      note: 'n'.repeat(120),
    });
    expect(value).toEqual({ method: 'password', cards: 12, note: 'n'.repeat(100) });
    expect(problems).toHaveLength(3);
  });

  it('keeps at most 25 parameters', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, i]));
    const { value, problems } = checkEventParams(many);
    expect(Object.keys(value)).toHaveLength(25);
    expect(problems).toHaveLength(5);
  });
});

describe('our own names', () => {
  it('are all valid Analytics and Performance names', () => {
    for (const name of [...EVENT_NAMES, ...TRACE_NAMES]) expect(nameProblem(name, 40), name).toBeNull();
  });
});
