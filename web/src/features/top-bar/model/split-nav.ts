import type { NavCategory } from '@ysy/contracts/nav/schemas';

export interface SplitNav {
  /** Menu items with their index in the server's list (the panels hang on indexes 1, 3 and 4). */
  menu: { item: NavCategory; index: number }[];
  /** The mobile item (it carries QR images and no link), shown at the bar's right end. */
  mobile: NavCategory | undefined;
  /** The VIP item, shown as the VIP link at the bar's right end. */
  vip: NavCategory | undefined;
}

export const VIP_PATH = '/vip';

function isMobileItem(item: NavCategory): boolean {
  return item.url === '' && item.img.length > 0;
}

/**
 * The top bar has a mobile item that shows QR codes and a VIP link beside the server's menu; the
 * server lists both among its categories. They are taken out of the menu so each appears once.
 */
export function splitNav(items: readonly NavCategory[]): SplitNav {
  const split: SplitNav = { menu: [], mobile: undefined, vip: undefined };
  items.forEach((item, index) => {
    if (!split.mobile && isMobileItem(item)) split.mobile = item;
    else if (!split.vip && item.url === VIP_PATH && item.children.length === 0) split.vip = item;
    else split.menu.push({ item, index });
  });
  return split;
}
