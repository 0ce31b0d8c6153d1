// Zod-free, so the page's own form checks use the same rules as the BFF without loading zod.

/** Publish-need phone: 11 digits, prefixes 13, 14, 15, 17, 18 or 199. */
export const DEMAND_PHONE_PATTERN = /^(?:1[34578]\d{9}|199\d{8})$/;
/** Consultation phone: 1, then 3–9, 11 digits (a looser rule than the publish-need one). */
export const CONSULT_PHONE_PATTERN = /^1[3-9]\d{9}$/;
