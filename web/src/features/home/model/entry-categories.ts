import type { NavCategory } from '@ysy/contracts/nav/schemas';

/**
 * The menu items that make entry cards: those that lead to a page other than home (the home item
 * and the QR-code item, which has no url, are not services). Grandchildren are lifted to the
 * card's links, so the fifth item's nested level shows too.
 */
export function entryCategories(nav: readonly NavCategory[]): NavCategory[] {
  return nav
    .filter((item) => item.url !== '' && item.url !== '/')
    .map((item) => ({
      ...item,
      children: (item.children ?? []).flatMap((child) =>
        child.children && child.children.length > 0 ? child.children : [child],
      ),
    }));
}
