import { useEffect, useState } from 'react';
import { useHydrated } from './hydration';

/**
 * Whether the document is still before its first paint and was opened afresh (a link, the address
 * bar), not reloaded or reached with Back: only such a page starts at the top, with no scroll
 * position to restore into what is below the fold. Read from the browser's navigation and paint
 * timing; without them (tests, old browsers) it says no.
 */
function beforeFirstPaintOfFreshOpen(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') {
    return false;
  }
  const [navigation] = performance.getEntriesByType('navigation');
  const afresh = navigation !== undefined && 'type' in navigation && navigation.type === 'navigate';
  // Not 'first-paint': a stylesheet's background alone makes that one before the app renders.
  const painted = performance
    .getEntriesByType('paint')
    .some((entry) => entry.name === 'first-contentful-paint');
  return afresh && !painted;
}

/**
 * For what sits below the fold of a page: false for a render before the first paint of a freshly
 * opened document, true from the frame after that paint (and at once on every page of the app
 * after it). Rendering those parts before the first paint made the page's first view wait for
 * work nobody could see yet: on home with the CPU slowed four times, about 0.1–0.15 s of its
 * largest paint. Reloads and Back render everything at once, so a restored scroll position finds
 * the page as long as it was.
 */
export function useAfterFirstPaint(): boolean {
  // The server's markup has everything: the server and the hydrating render draw all of it.
  const hydrated = useHydrated();
  const [painted, setPainted] = useState(() => !hydrated || !beforeFirstPaintOfFreshOpen());
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
