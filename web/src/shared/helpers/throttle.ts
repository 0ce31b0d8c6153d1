export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Runs `fn` at most once per `wait` ms: at once on the first call, then once more at the end of
 * the window with the latest arguments, so the last scroll position is never missed.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const throttled = (...args: A) => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      const latest = pending;
      pending = undefined;
      if (latest) fn(...latest);
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
