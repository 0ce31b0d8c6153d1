/**
 * A filter list with a 更多/收起 toggle, as the filter reply's `clickMore` flags say: the entry
 * marked `clickMore` is the last one shown while collapsed; the toggle shows the rest. A list
 * without the mark is shown whole, with no toggle. A selected entry beyond the mark stays
 * visible, so the current filter is never hidden.
 */
export function visibleEntries<T extends { clickMore?: boolean | undefined }>(
  entries: readonly T[],
  expanded: boolean,
  isSelected: (entry: T) => boolean = () => false,
): { visible: T[]; hasMore: boolean } {
  const mark = entries.findIndex((entry) => entry.clickMore === true);
  if (mark === -1 || mark === entries.length - 1) return { visible: [...entries], hasMore: false };
  if (expanded) return { visible: [...entries], hasMore: true };
  const visible = entries.slice(0, mark + 1);
  const selected = entries.slice(mark + 1).filter(isSelected);
  return { visible: [...visible, ...selected], hasMore: true };
}
