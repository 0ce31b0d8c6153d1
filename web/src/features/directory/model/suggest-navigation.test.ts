import { describe, expect, it } from 'vitest';
import { addRecent, parseRecent, RECENT_MAX } from './recent-searches';
import { enterAction, nextSuggestState } from './suggest-navigation';

describe('suggestion keyboard navigation', () => {
  const closed = { open: false, active: -1 };
  it('opens with ↓ on the first option and ↑ on the last', () => {
    expect(nextSuggestState(closed, 'ArrowDown', 3)).toEqual({ open: true, active: 0 });
    expect(nextSuggestState(closed, 'ArrowUp', 3)).toEqual({ open: true, active: 2 });
  });
  it('moves through the options and back to the box at either end', () => {
    let state = { open: true, active: 1 };
    state = nextSuggestState(state, 'ArrowDown', 3);
    expect(state.active).toBe(2);
    state = nextSuggestState(state, 'ArrowDown', 3);
    expect(state.active).toBe(-1);
    state = nextSuggestState(state, 'ArrowUp', 3);
    expect(state.active).toBe(2);
    expect(nextSuggestState({ open: true, active: 0 }, 'ArrowUp', 3).active).toBe(-1);
  });
  it('closes with Esc and stays closed without options', () => {
    expect(nextSuggestState({ open: true, active: 2 }, 'Escape', 3)).toEqual(closed);
    expect(nextSuggestState(closed, 'ArrowDown', 0)).toEqual(closed);
  });
  it('Enter opens the active option, else searches what is typed, else nothing', () => {
    expect(enterAction({ open: true, active: 1 }, 3, '云')).toEqual({ kind: 'option', index: 1 });
    expect(enterAction({ open: true, active: -1 }, 3, ' 云帆 ')).toEqual({
      kind: 'search',
      keyword: '云帆',
    });
    expect(enterAction({ open: false, active: 1 }, 3, '云')).toEqual({
      kind: 'search',
      keyword: '云',
    });
    expect(enterAction(closed, 0, '  ')).toEqual({ kind: 'none' });
  });
});

describe('recent searches', () => {
  it('puts the newest first without duplicates and keeps at most the limit', () => {
    expect(addRecent(['科技', '北京'], '北京')).toEqual(['北京', '科技']);
    expect(addRecent(['SaaS'], 'saas')).toEqual(['saas']);
    expect(addRecent(['a'], '  ')).toEqual(['a']);
    const many = Array.from({ length: RECENT_MAX }, (_, i) => `k${i}`);
    expect(addRecent(many, 'new')).toHaveLength(RECENT_MAX);
    expect(addRecent(many, 'new')[0]).toBe('new');
  });
  it('reads only strings from storage', () => {
    expect(parseRecent('["科技", 3, "", null, "北京"]')).toEqual(['科技', '北京']);
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
  });
});
