import { describe, expect, it } from 'vitest';
import {
  isStorableBytes,
  isStorableDecodedText,
  isStorableEscapedText,
  isStorableString,
  isStorableValue,
  isStorableWireText,
  percentDecoded,
} from './storable-text';

describe('storable text', () => {
  it('refuses a NUL and an unpaired surrogate, high or low, anywhere in a string', () => {
    for (const text of ['\u0000', 'a\u0000', '\ud800', 'a\ud800b', '\udc00', 'x\udc00\ud800y']) {
      expect(isStorableString(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('accepts Chinese, a surrogate pair (emoji), U+FFFD itself and other control characters', () => {
    for (const text of [
      '',
      '易商云',
      '\ud83d\ude00',
      'a\ud83d\ude00\ud83d\ude00b',
      '\ufffd',
      '\t\n',
    ]) {
      expect(isStorableString(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses, in a text a lenient decoder made, the U+FFFD it put for bytes it could not read', () => {
    expect(isStorableDecodedText('测试需求.txt')).toBe(true);
    for (const text of ['n\ufffd.txt', '\ufffd', 'a\u0000', 'a\ud800']) {
      expect(isStorableDecodedText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('walks keys and values of a parsed body at any depth', () => {
    expect(isStorableValue({ a: [1, true, null, { b: '易' }] })).toBe(true);
    expect(isStorableValue({ a: [{ b: 'x\u0000' }] })).toBe(false);
    expect(isStorableValue({ ['k\ud800']: 1 })).toBe(false);
    expect(isStorableValue(['\udfff'])).toBe(false);
  });

  it('refuses bytes with a NUL or that are not UTF-8 (CESU surrogates, stray, truncated)', () => {
    expect(isStorableBytes(Buffer.from('易商云'))).toBe(true);
    for (const bytes of [[0], [0xff], [0xed, 0xa0, 0x80], [0xe6, 0x98], [0xc0, 0x80]]) {
      expect(isStorableBytes(Buffer.from(bytes)), String(bytes)).toBe(false);
    }
  });

  it('decodes percent escapes as the router and query parser do, leaving a lone % as it is', () => {
    expect(percentDecoded(Buffer.from('a%E6%98%93b')).toString()).toBe('a易b');
    expect(percentDecoded(Buffer.from('100%')).toString()).toBe('100%');
    expect(percentDecoded(Buffer.from('%zz%4')).toString()).toBe('%zz%4');
    expect(percentDecoded(Buffer.from('%41%4a%4A')).toString()).toBe('AJJ');
  });

  it('reads a URL or header as its wire bytes (Latin-1); a URL or cookie with escapes decoded', () => {
    // Off the wire, 易 arrives as three Latin-1 characters, one per byte.
    const wire = Buffer.from('易').toString('latin1');
    for (const check of [isStorableWireText, isStorableEscapedText]) {
      expect(check(wire)).toBe(true);
      expect(check('易商云')).toBe(true);
      for (const text of ['a\u00ff', 'a\u0000', 'a\ud800', '\u00ed\u00a0\u0080']) {
        expect(check(text), text).toBe(false);
      }
    }
    expect(isStorableEscapedText('/a?k=%E6%98%93')).toBe(true);
    for (const text of ['/a?k=%00', '/a?k=%FF', '/a/%ED%A0%80']) {
      expect(isStorableEscapedText(text), text).toBe(false);
      // A header nobody decodes (a referer with a GBK search term) is left as it is.
      expect(isStorableWireText(text), text).toBe(true);
    }
  });
});
