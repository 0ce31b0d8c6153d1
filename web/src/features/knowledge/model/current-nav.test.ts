import type { KnowledgeNode } from '@ysy/contracts/knowledge/schemas';
import { describe, expect, it } from 'vitest';
import { currentNavUrl, findNode } from './current-nav';

const node = (id: number, children?: KnowledgeNode[]): KnowledgeNode => ({
  id,
  category_name: `n${id}`,
  url: `/knowledgebase/${id}`,
  ...(children ? { children } : {}),
});
const hierarchy = [node(1, [node(2, [node(3), node(4)]), node(5, [node(6)])])];

describe('current nav url', () => {
  it('keeps the first grandchild of a top-level category as current', () => {
    expect(currentNavUrl(hierarchy, 1)).toBe('/knowledgebase/3');
  });

  it('keeps a topic or subject itself as current', () => {
    expect(currentNavUrl(hierarchy, 5)).toBe('/knowledgebase/5');
    expect(currentNavUrl(hierarchy, 4)).toBe('/knowledgebase/4');
  });

  it('falls back to the category when it has no grandchild', () => {
    expect(currentNavUrl([node(9, [node(10)])], 9)).toBe('/knowledgebase/9');
  });

  it('finds nodes with their depth', () => {
    expect(findNode(hierarchy, 6)?.depth).toBe(3);
    expect(findNode(hierarchy, 99)).toBeUndefined();
  });
});
