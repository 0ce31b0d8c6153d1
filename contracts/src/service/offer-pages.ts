/**
 * The landing pages that sell one offer each (`/ys`, `/buyfinance` …): their path is the offer's
 * slug in `serviceOffer`. The seed holds one offer per slug; the BFF preloads the offer for these
 * paths.
 */
export const OFFER_PAGES = [
  'ys',
  'buyfinance',
  'registeredcompany',
  'operate',
  'business_plan',
  'finance',
  'rd_discount',
  'rd_manage',
  'rd_software',
  'rd_cooperate',
] as const;
export type OfferPage = (typeof OFFER_PAGES)[number];
