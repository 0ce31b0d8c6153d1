import { useRouterState } from '@tanstack/react-router';
import type { NavCategory, NavChild } from '@ysy/contracts/nav/schemas';
import { HrefLink } from '../../../shared/helpers/href-link';
import { topBarText } from '../../../shared/strings/shell';
import { ShowBadge } from './show-badge';
import styles from './top-bar.module.css';

/** Which panel an item opens: sub-menus at index 1 and 4, the service panel at index 3. */
export function panelKind(index: number): 'dropdown' | 'mega' | 'service' | null {
  if (index === 1) return 'dropdown';
  if (index === 3) return 'service';
  if (index === 4) return 'mega';
  return null;
}

function isActive(url: string, pathname: string): boolean {
  if (!url.startsWith('/')) return false;
  const path = url.split('?')[0] ?? url;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true">
      <path
        d="M3 4.5 6 7.5 9 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

function DropdownPanel({ items }: { items: NavChild[] }) {
  return (
    <div className={`${styles.panel} ${styles.dropdown}`}>
      <ul>
        {items.map((child) => (
          <li key={child.id}>
            <HrefLink href={child.url} className={styles.dropdownLink}>
              <span className={styles.dropdownName}>
                {child.category_name}
                <ShowBadge show={child.show} />
              </span>
              {child.desc && <span className={styles.dropdownDesc}>{child.desc}</span>}
            </HrefLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MegaPanel({ items }: { items: NavChild[] }) {
  return (
    <div className={`${styles.panel} ${styles.mega}`}>
      {items.map((group) => (
        <div key={group.id} className={styles.megaGroup}>
          <HrefLink href={group.url} className={styles.megaTitle}>
            {group.category_name}
            <ShowBadge show={group.show} />
          </HrefLink>
          <ul className={styles.megaLinks}>
            {(group.children ?? []).map((leaf) => (
              <li key={leaf.id}>
                <HrefLink href={leaf.url} className={styles.megaLink}>
                  {leaf.category_name}
                  <ShowBadge show={leaf.show} />
                </HrefLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

const defaultServiceLinks: NavChild[] = [
  {
    id: -1,
    category_name: topBarText.businessPlan,
    url: '/business_plan',
    icon: '',
    img: [],
    show: '',
    desc: topBarText.businessPlanDesc,
  },
  {
    id: -2,
    category_name: topBarText.finance,
    url: '/finance',
    icon: '',
    img: [],
    show: '',
    desc: topBarText.financeDesc,
  },
];

/** Item 3's service panel: its children (the server lists /business_plan and /finance there), else those two. */
function ServicePanel({ item }: { item: NavCategory }) {
  const links = item.children.length > 0 ? item.children : defaultServiceLinks;
  return (
    <div className={`${styles.panel} ${styles.service}`}>
      <p className={styles.serviceTitle}>{item.desc || topBarText.servicePanelTitle}</p>
      <ul className={styles.serviceLinks}>
        {links.map((link) => (
          <li key={link.id}>
            <HrefLink href={link.url} className={styles.serviceLink}>
              <span className={styles.serviceMark} aria-hidden="true">
                {Array.from(link.category_name)[0]}
              </span>
              <span>
                <span className={styles.serviceName}>
                  {link.category_name}
                  <ShowBadge show={link.show} />
                </span>
                {link.desc && <span className={styles.serviceDesc}>{link.desc}</span>}
              </span>
            </HrefLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The top bar's menu, built from get_nav. Panels open on hover and on keyboard focus. */
export function NavMenu({ items }: { items: { item: NavCategory; index: number }[] }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={topBarText.navLabel} className={styles.nav}>
      <ul className={styles.navList}>
        {items.map(({ item, index }) => {
          const kind = panelKind(index);
          const hasPanel =
            kind === 'service' ||
            ((kind === 'dropdown' || kind === 'mega') && item.children.length > 0);
          const active = isActive(item.url, pathname);
          return (
            <li key={item.id} className={styles.navItem}>
              <HrefLink
                href={item.url}
                className={`${styles.navLink} ${active ? styles.navLinkActive : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {item.category_name}
                <ShowBadge show={item.show} />
                {hasPanel && <Chevron />}
              </HrefLink>
              {hasPanel && kind === 'dropdown' && <DropdownPanel items={item.children} />}
              {hasPanel && kind === 'mega' && <MegaPanel items={item.children} />}
              {kind === 'service' && <ServicePanel item={item} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
