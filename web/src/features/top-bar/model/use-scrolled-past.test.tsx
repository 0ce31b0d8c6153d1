import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScrolledPast, useScrolledPast } from './use-scrolled-past';

function Probe() {
  return <p>{useScrolledPast() ? 'search' : 'menu'}</p>;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('isScrolledPast', () => {
  it('switches at 60px', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(59)).toBe(false);
    expect(isScrolledPast(60)).toBe(true);
    expect(isScrolledPast(400)).toBe(true);
  });
});

describe('useScrolledPast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the scroll position, throttled to 50 ms', () => {
    render(<Probe />);
    expect(screen.getByText('menu')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100));
    act(() => scrollTo(80));
    expect(screen.getByText('search')).toBeInTheDocument();

    // Within the 50 ms window the handler does not run again…
    act(() => scrollTo(10));
    expect(screen.getByText('search')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(49));
    expect(screen.getByText('search')).toBeInTheDocument();
    // …and at its end it catches up with the latest position.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('menu')).toBeInTheDocument();
  });
});
