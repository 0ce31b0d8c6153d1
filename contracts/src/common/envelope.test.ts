import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ErrorReplySchema, PageSchema, replyOf } from './envelope';
import { isSuccess } from './is-success';
import { messages } from './messages';

describe('replyOf', () => {
  const Reply = replyOf(z.object({ n: z.number() }));
  const KnowledgeReply = replyOf(z.object({ n: z.number() }), 1);

  it('accepts the success shape with its code only', () => {
    expect(Reply.parse({ code: 0, data: { n: 1 } })).toEqual({ code: 0, data: { n: 1 } });
    expect(KnowledgeReply.safeParse({ code: 1, data: { n: 1 } }).success).toBe(true);
    expect(KnowledgeReply.safeParse({ code: 0, data: { n: 1 } }).success).toBe(false);
  });

  it('accepts failures with a msg and any data, and rejects a success code without data', () => {
    expect(Reply.safeParse({ code: 500, msg: '出错了', data: null }).success).toBe(true);
    expect(KnowledgeReply.safeParse({ code: 0, msg: '出错了' }).success).toBe(true);
    expect(Reply.safeParse({ code: 500 }).success).toBe(false);
    expect(Reply.safeParse({ code: 0, msg: 'x' }).success).toBe(false);
    expect(Reply.safeParse({ code: 0, data: { n: 'x' } }).success).toBe(false);
  });

  it('strips fields the contract does not know', () => {
    expect(Reply.parse({ code: 0, data: { n: 1, secret: 'x' }, extra: 1 })).toEqual({
      code: 0,
      data: { n: 1 },
    });
  });

  it('narrows with isSuccess', () => {
    const reply = KnowledgeReply.parse({ code: 1, data: { n: 2 } });
    expect(isSuccess(reply, 1) ? reply.data.n : undefined).toBe(2);
    expect(isSuccess(Reply.parse({ code: 3, msg: 'x' }), 0)).toBe(false);
  });
});

describe('PageSchema', () => {
  it('coerces query strings and explains bad pages in Chinese', () => {
    expect(PageSchema.parse('3')).toBe(3);
    expect(PageSchema.safeParse('0').error?.issues[0]?.message).toBe(messages.pageTooSmall);
    expect(PageSchema.safeParse('abc').error?.issues[0]?.message).toBe(messages.pageNotNumber);
    expect(PageSchema.safeParse('1.5').error?.issues[0]?.message).toBe(messages.pageNotInteger);
    expect(PageSchema.safeParse('1001').error?.issues[0]?.message).toBe(messages.pageTooLarge);
  });
});

describe('ErrorReplySchema', () => {
  it('describes the BFF’s 400 with issues', () => {
    const reply = {
      code: 400,
      msg: messages.needEmpty,
      issues: [{ path: 'need', message: messages.needEmpty }],
    };
    expect(ErrorReplySchema.parse(reply)).toEqual(reply);
  });
});
