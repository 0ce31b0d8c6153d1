import { describe, expect, it } from 'vitest';
import { activeTab, isUserTabId, shownTabs, USER_TABS } from './tabs';

describe('the sections of 个人中心', () => {
  it('are the seven the page lists, in order, each with its URL id', () => {
    expect(USER_TABS.map((tab) => [tab.id, tab.label])).toEqual([
      ['watches', '我的关注'],
      ['alerts', '动态提醒'],
      ['history', '搜索历史'],
      ['exports', '导出记录'],
      ['orders', '我的订单'],
      ['needs', '我的需求'],
      ['benefits', '会员权益'],
    ]);
  });

  it('knows its ids and nothing else', () => {
    expect(isUserTabId('alerts')).toBe(true);
    expect(isUserTabId('settings')).toBe(false);
    expect(isUserTabId(undefined)).toBe(false);
  });

  it('offers only the sections that have a panel, in the page’s order', () => {
    const shown = shownTabs((id) => id === 'benefits' || id === 'watches');
    expect(shown.map((tab) => tab.id)).toEqual(['watches', 'benefits']);
  });

  it('shows the section asked for, else 我的关注, else the first it has', () => {
    const all = shownTabs(() => true);
    expect(activeTab('alerts', all)?.id).toBe('alerts');
    expect(activeTab(undefined, all)?.id).toBe('watches');
    const noWatches = shownTabs((id) => id === 'orders' || id === 'needs');
    expect(activeTab('alerts', noWatches)?.id).toBe('orders');
    expect(activeTab('alerts', [])).toBeUndefined();
  });
});
