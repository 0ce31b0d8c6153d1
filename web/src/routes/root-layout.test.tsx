import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyShellData, fakeFetch, renderApp } from './render-app.test-util';

beforeEach(() => {
  vi.stubGlobal('fetch', fakeFetch(emptyShellData));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shell', () => {
  it('offers a skip link as the first tab stop, and it moves focus to the main content', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('draws the same brand mark in the top bar and in the slim header of the landing pages', async () => {
    const markOf = (link: HTMLElement) => {
      const mark = link.querySelector('svg[data-brand-mark]');
      // Ids differ per mark by design and each header sizes and frames its mark: the drawing is
      // what must be the same.
      return mark?.outerHTML.replace(/(id|class)="[^"]*"|url\(#[^)]*\)/g, '');
    };
    const home = await renderApp('/');
    const topBarMark = markOf(
      within(screen.getByRole('banner')).getByRole('link', { name: /^易商云/ }),
    );
    home.unmount();

    await renderApp('/ys');
    const homeLinks = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/');
    const landingMark = markOf(homeLinks[0] as HTMLElement);
    expect(topBarMark).toBeDefined();
    expect(landingMark).toBe(topBarMark);
  });
});
