/** Where a campaign stands on a given day; the dates are ISO days, so they compare as strings. */
export type CampaignStatus = 'upcoming' | 'running' | 'ended';

export function campaignStatus(
  campaign: { starts_on: string; ends_on: string },
  today: string,
): CampaignStatus {
  if (today < campaign.starts_on) return 'upcoming';
  return today > campaign.ends_on ? 'ended' : 'running';
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Today's date in Beijing (UTC+8, no daylight saving), whatever the visitor's or the server's time
 * zone: a campaign's last day ends at midnight in China for everyone.
 */
export function beijingToday(now: Date = new Date()): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** `2025-09-30` → `2025 年 9 月 30 日`. */
export function chineseDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year} 年 ${month} 月 ${date} 日`;
}
