import { beforeEach, describe, expect, it } from 'vitest';
import { hasSupportJsCode, newJsCode, supportJsCode } from './js-code';

beforeEach(() => localStorage.clear());

describe('anonymous support identifier', () => {
  it('is UUID-like and accepted by the getOrCreate contract', () => {
    expect(newJsCode()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newJsCode()).not.toBe(newJsCode());
  });

  it('is kept in local storage and reused', () => {
    expect(hasSupportJsCode()).toBe(false);
    const first = supportJsCode();
    expect(supportJsCode()).toBe(first);
    expect(localStorage.getItem('supportJsCode')).toBe(first);
    expect(hasSupportJsCode()).toBe(true);
    localStorage.setItem('supportJsCode', 'bad code!');
    expect(supportJsCode()).not.toBe('bad code!');
  });
});
