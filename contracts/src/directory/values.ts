/**
 * Values of the 纠错 (error report) form the page shows and checks.
 * Zod-free, so the browser can use them without loading the schemas (the BFF validates every
 * reply; the page's first load carries no zod).
 */

/** Which part of a profile a report is about. */
export const REPORT_TOPICS = [
  'basic',
  'shareholders',
  'personnel',
  'scope',
  'contact',
  'registers',
  'other',
] as const;
export type ReportTopic = (typeof REPORT_TOPICS)[number];

/** Length of a report's text, in characters. */
export const REPORT_CONTENT_MIN = 5;
export const REPORT_CONTENT_MAX = 500;
