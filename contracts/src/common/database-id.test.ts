import { describe, expect, it } from 'vitest';
import { databaseIdOf, MAX_DATABASE_ID } from './database-id';
import { IdSchema } from './fields';

describe('databaseIdOf', () => {
  it('reads a whole number from 1 to the int32 maximum, from a string or a number', () => {
    expect(databaseIdOf('3')).toBe(3);
    expect(databaseIdOf(7)).toBe(7);
    expect(databaseIdOf(String(MAX_DATABASE_ID))).toBe(MAX_DATABASE_ID);
  });

  it('refuses anything else', () => {
    for (const raw of ['', '0', '-1', '1.5', 'x', String(MAX_DATABASE_ID + 1), null, undefined]) {
      expect(databaseIdOf(raw)).toBeUndefined();
    }
  });

  it('is the rule the contracts’ id field applies', () => {
    expect(IdSchema.safeParse(String(MAX_DATABASE_ID)).success).toBe(true);
    expect(IdSchema.safeParse(String(MAX_DATABASE_ID + 1)).success).toBe(false);
  });
});
