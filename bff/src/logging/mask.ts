/**
 * Personal data and secrets never reach the logs: phone numbers keep only their first three and
 * last four digits, credentials are replaced by `***`.
 */

// Mainland mobile numbers, not part of a longer digit run (order ids, timestamps stay intact).
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
// Query parameters and JSON fields that carry credentials or one-time codes.
const SECRET_PARAM = /([?&](?:token|code|js_code|im_token|key|state)=)[^&#\s"]*/gi;
const SECRET_FIELD =
  /("(?:token|im_token|authorization|cookie|js_code|supportApiKey)"\s*:\s*")[^"]*/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/g;
// Long opaque strings (upstream tokens, sealed cookies, keys): 32+ characters of token alphabet.
// Paths are safe: `/` and `.` are not in the class, so only one unbroken run is replaced.
const OPAQUE = /(?<![A-Za-z0-9_-])(?:Fe26\.2\*[^\s"';&]+|[A-Za-z0-9_-]{32,})/g;
// Cheap pre-check so the common line (no digits run, no secret marker) skips every regex.
const MAYBE_SENSITIVE =
  /\d{11}|token|code|key(?!word)|state|bearer|authorization|cookie|[A-Za-z0-9_-]{32}|Fe26/i;

export function maskText(text: string): string {
  if (!MAYBE_SENSITIVE.test(text)) return text;
  return text
    .replace(SECRET_PARAM, '$1***')
    .replace(SECRET_FIELD, '$1***')
    .replace(BEARER, '$1***')
    .replace(OPAQUE, '***')
    .replace(PHONE, '$1****$2');
}
