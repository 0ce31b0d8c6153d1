import { unreadText } from '../../../shared/strings/watch-alerts';
import { USER_PAGE_PATH } from '../model/user-page';
import styles from './unread-badge.module.css';

/** The tab of 个人中心 that lists the alerts (its id is fixed with the page's tabs). */
const ALERTS_TAB = 'alerts';

/**
 * Where the unread alerts are read: 个人中心's 动态提醒 when the router has the page, else
 * nowhere (the menu then offers no link, as for 个人中心 itself).
 */
export function alertsHref(routesByPath: object): string | undefined {
  return Object.hasOwn(routesByPath, USER_PAGE_PATH)
    ? `${USER_PAGE_PATH}?tab=${ALERTS_TAB}`
    : undefined;
}

/** The account button's name: `用户菜单：张三`, and `，3 条未读` when there are unread alerts. */
export function accountButtonName(menuLabel: string, who: string, unread: number): string {
  return `${menuLabel}：${who}${unread > 0 ? unreadText.accountSuffix(unread) : ''}`;
}

/**
 * The red count beside the name. Hidden from assistive technology: the account button's name
 * carries the number in words, and a bare "3" inside it would be read twice.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {unreadText.badge(count)}
    </span>
  );
}
