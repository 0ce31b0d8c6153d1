import { describe, expect, it } from 'vitest';
import { maskText } from './mask';

describe('maskText', () => {
  it('keeps the first three and last four digits of a phone number', () => {
    expect(maskText('13812345678')).toBe('138****5678');
    expect(maskText('/api/verify_code/get_phone?phone=13812345678')).toBe(
      '/api/verify_code/get_phone?phone=138****5678',
    );
    expect(maskText('手机号 19912345678 已发送')).toBe('手机号 199****5678 已发送');
  });

  it('leaves longer digit runs and ordinary text alone', () => {
    expect(maskText('order 2024010112345678901')).toBe('order 2024010112345678901');
    expect(maskText('/api/ysy/index/get_nav')).toBe('/api/ysy/index/get_nav');
    expect(maskText('/api/client/knowledgebase/indexysy?id=2')).toBe(
      '/api/client/knowledgebase/indexysy?id=2',
    );
  });

  it('still masks secrets and phones in a search URL (keyword= is not a secret marker)', () => {
    expect(maskText('/api/client/customs?keyword=%E7%A7%91&page=2')).toBe(
      '/api/client/customs?keyword=%E7%A7%91&page=2',
    );
    expect(maskText('/api/client/customs?keyword=13812345678&key=abc')).toBe(
      '/api/client/customs?keyword=138****5678&key=***',
    );
  });

  it('masks tokens, codes and keys', () => {
    expect(maskText('/api/client/wxlogin/wxlogincallback?code=abc123&state=xyz')).toBe(
      '/api/client/wxlogin/wxlogincallback?code=***&state=***',
    );
    expect(maskText('/api/consultation/free_phone?phone=13912345678&code=123456&id=1')).toBe(
      '/api/consultation/free_phone?phone=139****5678&code=***&id=1',
    );
    expect(maskText('{"token":"abc.def"}')).toBe('{"token":"***"}');
    expect(maskText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer ***');
    expect(maskText('key 3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a')).toBe('key ***');
    expect(maskText('cookie Fe26.2**abc*def*ghi')).toBe('cookie ***');
  });
});
