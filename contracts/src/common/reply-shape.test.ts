import { describe, expect, it } from 'vitest';
import { routes, type RouteId } from '../routes';
import { routeSamples } from '../testing/route-samples';
import { ErrorReplySchema } from './envelope';
import { isEnvelope, isErrorReply } from './reply-shape';

const candidates: unknown[] = [
  { code: 400, msg: '请求参数不正确' },
  { code: 400, msg: '请求参数不正确', issues: [{ path: 'phone', message: '手机号不能为空' }] },
  { code: 400, msg: '请求参数不正确', issues: [] },
  { code: 400, msg: '请求参数不正确', issues: [{ path: 'phone' }] },
  { code: 400, msg: '请求参数不正确', issues: 'phone' },
  { code: 400.5, msg: 'x' },
  { code: '400', msg: 'x' },
  { code: 502 },
  { msg: 'x' },
  null,
  undefined,
  'Bad Gateway',
  [400, 'x'],
];

describe('isErrorReply', () => {
  it('accepts exactly what ErrorReplySchema accepts', () => {
    for (const value of candidates) {
      expect(isErrorReply(value), JSON.stringify(value)).toBe(
        ErrorReplySchema.safeParse(value).success,
      );
    }
  });
});

describe('isEnvelope', () => {
  it('holds for the sample reply of every route', () => {
    for (const [id, sample] of Object.entries(routeSamples)) {
      expect(routes[id as RouteId].reply.safeParse(sample.reply).success, id).toBe(true);
      expect(isEnvelope(sample.reply), id).toBe(true);
    }
  });

  it('refuses what is not an object with a whole-number code', () => {
    for (const value of [null, undefined, 'ok', [], {}, { code: '0' }, { code: 0.5 }]) {
      expect(isEnvelope(value), JSON.stringify(value)).toBe(false);
    }
  });
});
