/** A plain JSON object (not null, not an array): the shape every reply and query walk starts from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
