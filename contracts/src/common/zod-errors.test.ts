import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { issuesOf, messageOf } from './zod-errors';

function errorOf(schema: z.ZodType, input: unknown): z.ZodError {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
}

describe('messageOf / issuesOf', () => {
  it('returns the first issue’s Chinese message as written in the schema', () => {
    const schema = z.object({
      a: z.string().min(1, messages.needEmpty),
      b: z.string().min(1, messages.phoneEmpty),
    });
    const error = errorOf(schema, { a: '', b: '' });
    expect(messageOf(error)).toBe(messages.needEmpty);
    expect(issuesOf(error)).toEqual([
      { path: 'a', message: messages.needEmpty },
      { path: 'b', message: messages.phoneEmpty },
    ]);
  });

  it('never passes zod’s English defaults through', () => {
    const schema = z.strictObject({ n: z.number(), s: z.string().max(2), e: z.email() });
    const wrongType = errorOf(schema, { n: 'x', s: 'ab', e: 'a@b.cn' });
    expect(messageOf(wrongType)).toBe(`${messages.fieldWrongType}（n）`);
    expect(messageOf(errorOf(schema, { n: 1, s: 'abc', e: 'a@b.cn' }))).toBe(
      `${messages.fieldOutOfRange}（s）`,
    );
    expect(messageOf(errorOf(schema, { n: 1, s: 'a', e: 'x' }))).toBe(
      `${messages.fieldInvalid}（e）`,
    );
    expect(messageOf(errorOf(schema, { n: 1, s: 'a', e: 'a@b.cn', x: 1, y: 2 }))).toBe(
      `${messages.unknownField}：x、y`,
    );
    expect(issuesOf(errorOf(z.number(), 'x'))).toEqual([
      { path: '', message: messages.fieldWrongType },
    ]);
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({
      list: z.array(z.object({ v: z.string().min(1, messages.keywordEmpty) })),
    });
    expect(issuesOf(errorOf(schema, { list: [{ v: 'a' }, { v: '' }] }))).toEqual([
      { path: 'list.1.v', message: messages.keywordEmpty },
    ]);
  });

  it('falls back to the generic message for an empty error', () => {
    expect(messageOf(new z.ZodError([]))).toBe(messages.badRequest);
  });
});
