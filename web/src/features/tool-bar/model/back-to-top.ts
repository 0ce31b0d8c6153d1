/** The back-to-top animation takes a step every 40 ms. */
export const SCROLL_STEP_MS = 40;

/** The next scroll position: a fifth of the way up each step (easing out), never standing still. */
export function nextScrollTop(current: number): number {
  if (current <= 0) return 0;
  return Math.max(0, Math.floor(current - Math.max(current / 5, 1)));
}

export interface Scroller {
  scrollY(): number;
  scrollTo(y: number): void;
}

const windowScroller: Scroller = {
  scrollY: () => window.scrollY,
  scrollTo: (y) => window.scrollTo(0, y),
};

/** Scrolls to the top in steps; returns a function that stops the animation. */
export function animateScrollToTop(
  scroller: Scroller = windowScroller,
  stepMs = SCROLL_STEP_MS,
): () => void {
  const timer = setInterval(() => {
    const next = nextScrollTop(scroller.scrollY());
    scroller.scrollTo(next);
    if (next === 0) clearInterval(timer);
  }, stepMs);
  return () => clearInterval(timer);
}
