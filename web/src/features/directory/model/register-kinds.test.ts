import { describe, expect, it } from 'vitest';
import { registerKinds } from './register-kinds';

describe('register list replies', () => {
  it('carry whether the total is an estimate (the page then says 约)', () => {
    const reply = (data: object) => ({ code: 0, data: { page: 1, list: [], ...data } });
    expect(registerKinds.ein.page(reply({ total: 4100, estimated: true }))).toEqual({
      total: 4100,
      estimated: true,
      rows: [],
    });
    expect(registerKinds.ein.page(reply({ total: 12 }))?.estimated).toBe(false);
  });
});
