import { describe, expect, it } from 'vitest';
import { isCi, storedDemandsDatabase } from './stored-demands-database';

describe('storedDemandsDatabase', () => {
  it('reads the database when E2E_DATABASE_URL is set, under CI or not', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/ysy_e2e';
    expect(storedDemandsDatabase({ E2E_DATABASE_URL: url })).toEqual({ mode: 'read', url });
    expect(storedDemandsDatabase({ CI: 'true', E2E_DATABASE_URL: url })).toEqual({
      mode: 'read',
      url,
    });
  });

  it('fails under CI without E2E_DATABASE_URL, and skips only outside CI', () => {
    expect(storedDemandsDatabase({ CI: 'true' }).mode).toBe('fail');
    expect(storedDemandsDatabase({ CI: '1', E2E_DATABASE_URL: ' ' }).mode).toBe('fail');
    expect(storedDemandsDatabase({}).mode).toBe('skip');
    expect(storedDemandsDatabase({ CI: 'false' }).mode).toBe('skip');
  });

  it('reads CI as CI services set it', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'TRUE' })).toBe(true);
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
    expect(isCi({ CI: 'false' })).toBe(false);
  });
});
