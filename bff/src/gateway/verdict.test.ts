import { routes } from '@ysy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileByteCheck } from '../http/byte-check';
import { etagOf } from '../http/http-cache';
import { ReplyMemo } from '../http/reply-memo';
import { upstreamSample } from '../testing/reply-mutations';
import { replyRules, verdicts, type ReplyRules, type Verdict } from './verdict';

const schema = z.object({
  code: z.number(),
  data: z.object({ name: z.string(), url: z.string() }).optional(),
});

function rules(overrides: Partial<ReplyRules> = {}): ReplyRules {
  return {
    id: 'r',
    schema,
    links: true,
    sealsToken: false,
    isPublic: true,
    byteCheck: compileByteCheck(schema, { links: true }),
    ...overrides,
  };
}

const blanked: string[] = [];
const judge = (
  memo: ReplyMemo | undefined,
  text: string | Buffer,
  r = rules(),
  status = 200,
): Verdict =>
  verdicts(memo)({
    rules: r,
    status,
    bytes: Buffer.isBuffer(text) ? text : Buffer.from(text),
    onUnsafeLink: (field) => blanked.push(field),
  });

function passed(verdict: Verdict) {
  if (!verdict.ok || !('body' in verdict))
    throw new Error(`not passed: ${JSON.stringify(verdict)}`);
  return verdict;
}

describe('verdict', () => {
  it('sends the upstream’s own bytes when they keep the contract unchanged, with their ETag', () => {
    const bytes = Buffer.from('{"code":0,"data":{"name":"科技","url":"/vip"}}');
    for (const byteCheck of [rules().byteCheck, undefined]) {
      const verdict = passed(judge(undefined, bytes, rules({ byteCheck })));
      expect(verdict.body).toBe(bytes);
      expect(verdict.code).toBe(0);
      expect(verdict.etag).toBe(etagOf(bytes));
    }
  });

  it('re-serialises the validated value when zod strips a key', () => {
    const verdict = passed(judge(undefined, '{"code":3,"extra":1}'));
    expect(verdict.body.toString()).toBe('{"code":3}');
    expect(verdict.etag).toBe(etagOf('{"code":3}'));
    expect(verdict.code).toBe(3);
  });

  it('blanks an unsafe link, names its field, and sends the value without it', () => {
    blanked.length = 0;
    const verdict = passed(judge(undefined, '{"code":0,"data":{"name":"a","url":"javascript:x"}}'));
    expect(JSON.parse(verdict.body.toString())).toEqual({ code: 0, data: { name: 'a', url: '' } });
    expect(blanked).toEqual(['data.url']);
  });

  it('refuses a contract break naming the field, and a reply that is not JSON', () => {
    expect(judge(undefined, '{"code":0,"data":{"name":1,"url":""}}')).toMatchObject({
      ok: false,
      notJson: false,
      field: 'data.name',
    });
    expect(judge(undefined, '<html>')).toMatchObject({ ok: false, notJson: true });
  });

  it('gives no ETag to a route that is not public, nor to a status other than 200', () => {
    expect(passed(judge(undefined, '{"code":0}', rules({ isPublic: false }))).etag).toBeUndefined();
    expect(passed(judge(undefined, '{"code":7}', rules(), 400)).etag).toBeUndefined();
  });
});

describe('verdict with the memo', () => {
  it('reuses the outgoing reply of the same bytes for the same route, from its own copy', () => {
    const memo = new ReplyMemo();
    const verdict = verdicts(memo);
    const ask = (bytes: Buffer, id = 'r', status = 200) =>
      verdict({ rules: rules({ id }), status, bytes, onUnsafeLink: () => undefined });
    const bytes = Buffer.from('{"code":0}');
    expect(passed(ask(bytes)).memoEntry).toBeUndefined();
    bytes.write('{"code":1}');
    const again = passed(ask(Buffer.from('{"code":0}')));
    expect(again.memoEntry).toBeDefined();
    expect(again.body.toString()).toBe('{"code":0}');
    expect(again.code).toBe(0);
    expect(passed(ask(Buffer.from('{"code":0}'), 'other')).memoEntry).toBeUndefined();
    // Only a plain 200 is kept.
    ask(Buffer.from('{"code":5}'), 'r', 400);
    expect(passed(ask(Buffer.from('{"code":5}'), 'r', 400)).memoEntry).toBeUndefined();
  });

  it('never keeps a contract break', () => {
    const memo = new ReplyMemo();
    judge(memo, '{"code":"x"}');
    expect(memo.size).toBe(0);
  });

  it('gives a login reply’s validated value, token included, and never memoises it', () => {
    const memo = new ReplyMemo();
    const login = replyRules(routes.wxLoginCallback);
    expect(login.byteCheck).toBeUndefined();
    const sample = upstreamSample(
      'wxLoginCallback',
      routes.wxLoginCallback.upstreamReply ?? z.never(),
    );
    const verdict = judge(memo, JSON.stringify(sample), login);
    expect(verdict).toMatchObject({ ok: true, value: sample });
    expect(memo.size).toBe(0);
  });

  it('judges a real route’s sample on its bytes', () => {
    const nav = replyRules(routes.getNav);
    expect(nav.byteCheck).toBeDefined();
    const bytes = Buffer.from(JSON.stringify(upstreamSample('getNav', routes.getNav.reply)));
    expect(passed(judge(undefined, bytes, nav)).body).toBe(bytes);
  });
});
