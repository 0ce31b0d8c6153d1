import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `wait` ms (suggestions are asked for after typing pauses). */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), wait);
    return () => window.clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
