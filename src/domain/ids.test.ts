import { describe, expect, it } from 'vitest';
import { idSchema } from './model';
import { newId } from './ids';

describe('newId', () => {
  it('gives 20 characters from [A-Za-z0-9], valid as a document id', () => {
    for (let i = 0; i < 100; i++) {
      const id = newId();
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(idSchema.safeParse(id).success).toBe(true);
    }
  });

  it('gives 10,000 distinct ids', () => {
    const ids = Array.from({ length: 10_000 }, newId);
    expect(new Set(ids).size).toBe(10_000);
  });

  it('uses the whole alphabet of 62 characters', () => {
    const seen = new Set(Array.from({ length: 2_000 }, newId).join(''));
    expect(seen.size).toBe(62);
  });
});
