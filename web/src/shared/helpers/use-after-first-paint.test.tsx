import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'below the fold' : 'first view'}</p>;
}

/** The browser's timing entries of a document opened as `type`, painted or not yet. */
function timing(type: 'navigate' | 'reload' | 'back_forward', painted: boolean) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((entryType: string) => {
    if (entryType === 'navigation') return [{ type } as unknown as PerformanceEntry];
    if (entryType === 'paint') {
      return [
        { name: 'first-paint' },
        ...(painted ? [{ name: 'first-contentful-paint' }] : []),
      ].map((entry) => entry as PerformanceEntry);
    }
    return [];
  });
}

describe('useAfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('on a fresh open, waits for the frame after the first paint', () => {
    vi.useFakeTimers();
    timing('navigate', false);
    render(<Probe />);
    expect(screen.getByText('first view')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('renders everything at once once the document has painted', () => {
    timing('navigate', true);
    render(<Probe />);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('renders everything at once after a reload or Back', () => {
    for (const type of ['reload', 'back_forward'] as const) {
      timing(type, false);
      const { unmount } = render(<Probe />);
      expect(screen.getByText('below the fold')).toBeInTheDocument();
      unmount();
      vi.restoreAllMocks();
    }
  });
});
