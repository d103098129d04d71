import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES } from '../errors';
import { CANONICAL_CODES, fromWireError, toWireError } from './wire-errors';

describe('AppErrors over the callable wire', () => {
  it.each(ERROR_CODES.filter((c) => c !== 'internal'))(
    '%s survives the round trip with its message',
    (code) => {
      const wire = toWireError(new AppError(code, `because ${code}`));
      expect(CANONICAL_CODES).toContain(wire.code);
      const back = fromWireError(`functions/${wire.code}`, wire.message, wire.details);
      expect([back.code, back.message]).toEqual([code, `because ${code}`]);
    },
  );

  it('hides the text of internal and unknown errors', () => {
    expect(toWireError(new Error('db password is hunter2'))).toEqual({
      code: 'internal',
      message: 'Something went wrong on the server.',
      details: { appCode: 'internal' },
    });
    expect(toWireError(new AppError('internal', 'users/x is damaged')).message).not.toContain('users/x');
  });

  it('maps codes the platform sends without appCode', () => {
    expect(fromWireError('functions/unauthenticated', 'Unauthenticated', undefined).code).toBe(
      'unauthenticated',
    );
    expect(fromWireError('functions/deadline-exceeded', 'slow', null).code).toBe('unavailable');
    expect(fromWireError('functions/unknown', 'x', { appCode: 'nonsense' }).code).toBe('internal');
  });
});
