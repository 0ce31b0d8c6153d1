import { routes } from '@ysy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { contractIssue } from './contract-issue';

describe('contractIssue', () => {
  it('names the field of the reply option that got furthest', () => {
    const result = routes.getNav.reply.safeParse({
      code: 0,
      data: [
        { id: 1, category_name: 5, url: '/', icon: '', img: [], show: '', desc: '', children: [] },
      ],
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(contractIssue(result.error).field).toBe('data.0.category_name');
  });

  it('falls back to the root for a value of the wrong kind', () => {
    const result = routes.getNav.reply.safeParse('nope');
    expect(result.success).toBe(false);
    if (!result.success) expect(contractIssue(result.error).field).toBe('');
  });
});
