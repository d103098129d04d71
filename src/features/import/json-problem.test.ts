import { describe, expect, it } from 'vitest';
import { jsonProblem } from './json-problem';

/** The problem JSON.parse's own refusal of `text` leads to. */
function problemOf(text: string) {
  try {
    JSON.parse(text);
  } catch (e) {
    return jsonProblem(text, e);
  }
  throw new Error('parsed');
}

describe('jsonProblem', () => {
  it('says a file is empty, binary, or not a data file at all', () => {
    expect(problemOf('  \n')).toEqual({ kind: 'empty' });
    expect(problemOf('\ufeff')).toEqual({ kind: 'empty' });
    // A PNG's first bytes as the browser decodes them: U+FFFD and control characters.
    expect(problemOf('\ufffdPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toEqual({ kind: 'binary' });
    expect(problemOf('id,name\n1,To do\n')).toEqual({ kind: 'not-data' });
  });

  it('tells a file cut short from one broken in the middle', () => {
    expect(problemOf('{"id":"5e4422fc","name":"Half a board","lists":[{"id":"l1","name":"To')).toEqual({
      kind: 'cut-short',
    });
    expect(problemOf('{"lists":[{"id":"l1"},')).toEqual({ kind: 'cut-short' });
    // Brackets inside strings do not count, nor escaped quotes.
    expect(problemOf('{"name":"a [ \\" {","x":}')).toMatchObject({ kind: 'syntax' });
  });

  it('names the line and column where the browser gives a position', () => {
    expect(
      jsonProblem('{"a":1,\n  "b": x}', new SyntaxError('Unexpected token x in JSON at position 15')),
    ).toEqual({ kind: 'syntax', line: 2, column: 8 });
    expect(
      jsonProblem(
        '{"a":1,}',
        new SyntaxError(
          'JSON.parse: expected double-quoted property name at line 1 column 8 of the JSON data',
        ),
      ),
    ).toEqual({
      kind: 'syntax',
      line: 1,
      column: 8,
    });
    expect(jsonProblem('{"a" 1}', new SyntaxError('nonsense'))).toEqual({ kind: 'syntax' });
  });
});
