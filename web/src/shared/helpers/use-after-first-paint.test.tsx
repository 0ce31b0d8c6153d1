import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetFirstPaintForTests, useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'below the fold' : 'first view'}</p>;
}

describe('useAfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetFirstPaintForTests(false);
  });

  it('on a fresh open, waits for the frame after the first paint, then never again', () => {
    vi.useFakeTimers();
    resetFirstPaintForTests(true);
    const first = render(<Probe />);
    expect(screen.getByText('first view')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    first.unmount();

    // The next page of the app renders everything at once.
    render(<Probe />);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });

  it('renders everything at once after a reload or Back', () => {
    resetFirstPaintForTests(false);
    render(<Probe />);
    expect(screen.getByText('below the fold')).toBeInTheDocument();
  });
});
