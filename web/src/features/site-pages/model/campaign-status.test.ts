import { describe, expect, it } from 'vitest';
import { beijingToday, campaignStatus, chineseDate } from './campaign-status';

const summer = { starts_on: '2025-07-01', ends_on: '2025-09-30' };

describe('campaign status', () => {
  it('runs from its first to its last day, both included', () => {
    expect(campaignStatus(summer, '2025-06-30')).toBe('upcoming');
    expect(campaignStatus(summer, '2025-07-01')).toBe('running');
    expect(campaignStatus(summer, '2025-09-30')).toBe('running');
    expect(campaignStatus(summer, '2025-10-01')).toBe('ended');
    expect(campaignStatus(summer, '2026-11-26')).toBe('ended');
  });

  it('counts days in Beijing: 23:30 UTC on 30 Sep is 1 Oct there, and the campaign is over', () => {
    expect(beijingToday(new Date('2025-09-30T15:59:59Z'))).toBe('2025-09-30');
    expect(beijingToday(new Date('2025-09-30T16:00:00Z'))).toBe('2025-10-01');
    expect(campaignStatus(summer, beijingToday(new Date('2025-09-30T23:30:00Z')))).toBe('ended');
  });

  it('writes a date the Chinese way', () => {
    expect(chineseDate('2025-09-30')).toBe('2025 年 9 月 30 日');
  });
});
