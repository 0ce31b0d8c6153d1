import { useEffect, useState } from 'react';
import { useHydrated } from '../../../shared/helpers/hydration';
import { throttle } from '../../../shared/helpers/throttle';

/** From 60px of scroll the menu gives way to the search box; the handler runs at most every 50 ms. */
export const SEARCH_SCROLL_THRESHOLD = 60;
export const SCROLL_THROTTLE_MS = 50;

export function isScrolledPast(scrollY: number, threshold = SEARCH_SCROLL_THRESHOLD): boolean {
  return scrollY >= threshold;
}

/** True while the window is scrolled at least `threshold` px down. */
export function useScrolledPast(
  threshold = SEARCH_SCROLL_THRESHOLD,
  wait = SCROLL_THROTTLE_MS,
): boolean {
  const hydrated = useHydrated();
  const [past, setPast] = useState(() => hydrated && isScrolledPast(window.scrollY, threshold));
  useEffect(() => {
    const onScroll = throttle(() => setPast(isScrolledPast(window.scrollY, threshold)), wait);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [threshold, wait]);
  return past;
}
