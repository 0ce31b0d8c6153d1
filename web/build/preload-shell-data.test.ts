import { describe, expect, it } from 'vitest';
import { routes } from '../../contracts/src/routes';
import { preloadShellData, shellCalls } from './preload-shell-data';

describe('preloadShellData', () => {
  it('lists the shell’s GETs from the contracts as fetch preloads of index.html', () => {
    const plugin = preloadShellData();
    const hook = plugin.transformIndexHtml as unknown as () => { attrs: Record<string, string> }[];
    const tags = hook();
    expect(tags.map((tag) => tag.attrs.href)).toEqual([
      routes.bffConfig.bffPath,
      routes.getNav.bffPath,
    ]);
    for (const tag of tags) {
      expect(tag.attrs).toMatchObject({ rel: 'preload', as: 'fetch', crossorigin: '' });
    }
    // A preload is a plain GET without the user's token: only calls that are exactly that.
    for (const call of shellCalls) {
      expect(routes[call.id].method).toBe('GET');
      expect(routes[call.id].sideEffect).toBe(false);
    }
  });
});
