import type { KnowledgeNode } from '@ysy/contracts/knowledge/schemas';

/** The node with `id` in the hierarchy and how deep it is (1: a top-level category). */
export function findNode(
  nodes: readonly KnowledgeNode[],
  id: number,
  depth = 1,
): { node: KnowledgeNode; depth: number } | undefined {
  for (const node of nodes) {
    if (node.id === id) return { node, depth };
    const found = findNode(node.children ?? [], id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The nav url the page treats as current. Asking for a top-level category keeps its first
 * grandchild's url (its first subject page) as the current nav url; any other node is current
 * itself. Falls back to the asked node's own url when the branch has no grandchild.
 */
export function currentNavUrl(hierarchy: readonly KnowledgeNode[], askedId: number): string {
  const found = findNode(hierarchy, askedId);
  if (!found) return hierarchy[0]?.children?.[0]?.children?.[0]?.url ?? hierarchy[0]?.url ?? '';
  if (found.depth === 1) return found.node.children?.[0]?.children?.[0]?.url ?? found.node.url;
  return found.node.url;
}
