import { useEffect, useState } from 'react';

/**
 * Whether this document was opened afresh (a link, the address bar), not reloaded or reached with
 * Back: only then does it start at the top, with nothing below the fold to restore a scroll
 * position into. Without navigation timing (tests, old browsers) it says no.
 */
function openedAfresh(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') {
    return false;
  }
  const [entry] = performance.getEntriesByType('navigation');
  return entry !== undefined && 'type' in entry && entry.type === 'navigate';
}

/** True until the document's first page has painted, on a fresh open only. */
let waitForFirstPaint = openedAfresh();

/**
 * For what sits below the fold of a page: false for the first render of a freshly opened
 * document, true from the frame after its first paint (and at once on every later render or page
 * of the app). Rendering those parts before the first paint made the page's first view wait for
 * work nobody could see yet: on home with the CPU slowed four times, about 0.1–0.15 s of its
 * largest paint. Reloads and Back render everything at once, so a restored scroll position finds
 * the page as long as it was.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(!waitForFirstPaint);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        waitForFirstPaint = false;
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/** For tests: starts over as a freshly opened document would (or not). */
export function resetFirstPaintForTests(afresh: boolean): void {
  waitForFirstPaint = afresh;
}
