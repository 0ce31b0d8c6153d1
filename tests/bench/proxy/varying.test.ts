import { describe, expect, it } from 'vitest';
import { integerSlot, varyingReply } from './varying';

describe('varyingReply', () => {
  it('changes the first integer value but the envelope code on every call, nothing else', () => {
    const body = '{"code":0,"data":[{"id":7,"category_name":"公司注册"}]}';
    const reply = varyingReply(body);
    const a = reply.next().toString('utf8');
    const b = reply.next().toString('utf8');
    expect(a).not.toBe(b);
    const parsedA: unknown = JSON.parse(a);
    expect(parsedA).toEqual({ code: 0, data: [{ id: 100000000, category_name: '公司注册' }] });
    expect(JSON.parse(b)).toEqual({
      code: 0,
      data: [{ id: 100000001, category_name: '公司注册' }],
    });
  });

  it('skips values that are not integers and refuses a reply without one', () => {
    expect(integerSlot('{"code":0,"name":"12","n":3.5,"id":42}')).toEqual({ start: 35, end: 37 });
    expect(() => varyingReply('{"name":"x"}')).toThrow(/no integer/);
  });
});
