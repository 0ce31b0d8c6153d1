const MAX_CHARS = 5;
const KEEP_CHARS = 4;

/**
 * The user menu's name: a name longer than 5 characters shows its first 4 and an
 * ellipsis. Counted by code point, so an emoji or rare CJK character is never cut in half.
 */
export function truncateName(name: string): string {
  const chars = Array.from(name);
  return chars.length > MAX_CHARS ? `${chars.slice(0, KEEP_CHARS).join('')}…` : name;
}

/** Nickname, or the name when there is no nickname. */
export function displayName(user: { nickname: string; name: string }): string {
  return truncateName(user.nickname.trim() || user.name.trim());
}
