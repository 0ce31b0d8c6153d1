import { describe, expect, it } from 'vitest';
import { routeList, routes } from '../routes';
import { SPEC_ROUTE_IDS, specShapedReplies, specShapedVerifyReply } from './spec-shaped';

describe('spec-shaped replies', () => {
  it('cover exactly the calls the upstream publishes', () => {
    const published = routeList.filter((route) => route.origin === 'spec').map((r) => r.id);
    expect([...SPEC_ROUTE_IDS].sort()).toEqual(published.sort());
  });

  it.each(SPEC_ROUTE_IDS)('%s: the upstream contract accepts it and keeps every field', (id) => {
    const route = routes[id];
    const schema = route.upstreamReply ?? route.reply;
    const parsed = schema.safeParse(specShapedReplies[id]);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(specShapedReplies[id]);
  });

  it('the login contract accepts a spec-shaped code 2 (verify info)', () => {
    const schema = routes.wxLoginCallback.upstreamReply ?? routes.wxLoginCallback.reply;
    const parsed = schema.safeParse(specShapedVerifyReply);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(specShapedVerifyReply);
  });
});
