import { useRouter } from '@tanstack/react-router';
import { navigateHref } from './navigate-href';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** A same-origin path (`/vip`), as opposed to a full URL or a protocol-relative one (`//x`). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link to a URL that comes from the server (menus, footer groups), so it cannot be a typed
 * route: same-origin paths navigate inside the SPA (and preload on hover), others open a new tab.
 */
export function HrefLink({ href, onClick, onMouseEnter, children, ...rest }: Props) {
  const router = useRouter();
  if (!isInternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigateHref(router, href);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        void router.preloadRoute({ to: '.', href }).catch(() => undefined);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
