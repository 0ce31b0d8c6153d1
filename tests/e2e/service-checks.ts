import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the service specs share: reading the BFF's replies, the page's parts, unique phones. */

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** Whether the page has the top bar and the footer. */
export async function expectBars(page: Page, topBar: boolean, footer: boolean) {
  await expect(page.getByRole('banner')).toHaveCount(topBar ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toHaveCount(footer ? 1 : 0);
}

export const main = (page: Page) => page.getByRole('main');

/** A phone number no other test uses (mainland mobile, 1[3-9] + 9 digits). */
export const uniquePhone = (prefix: string) =>
  `${prefix}${String(Date.now() % 100_000_000).padStart(8, '0')}`;
