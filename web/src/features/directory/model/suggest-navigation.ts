/** Keyboard state of the suggestion list: whether it is open and which option is active (-1: none). */
export interface SuggestState {
  open: boolean;
  active: number;
}

export type SuggestKey = 'ArrowDown' | 'ArrowUp' | 'Escape';

/**
 * ↓ opens the list or moves down (from the last option back to the box), ↑ moves up (from the
 * box to the last option), Esc closes it. With no options the list stays closed.
 */
export function nextSuggestState(
  state: SuggestState,
  key: SuggestKey,
  count: number,
): SuggestState {
  if (key === 'Escape') return { open: false, active: -1 };
  if (count === 0) return { open: false, active: -1 };
  if (!state.open) return { open: true, active: key === 'ArrowDown' ? 0 : count - 1 };
  if (key === 'ArrowDown')
    return { open: true, active: state.active + 1 >= count ? -1 : state.active + 1 };
  return { open: true, active: state.active <= -1 ? count - 1 : state.active - 1 };
}

/** What Enter does: open the active option, or search for what is typed (nothing when blank). */
export function enterAction(
  state: SuggestState,
  count: number,
  typed: string,
): { kind: 'option'; index: number } | { kind: 'search'; keyword: string } | { kind: 'none' } {
  if (state.open && state.active >= 0 && state.active < count)
    return { kind: 'option', index: state.active };
  const keyword = typed.trim();
  return keyword === '' ? { kind: 'none' } : { kind: 'search', keyword };
}
