import { describe, expect, it } from 'vitest';
import { knowledgeRows } from './content';
import { Prng } from './prng';

describe('knowledge base content', () => {
  const { nodes, articles } = knowledgeRows(new Prng(1));

  it('has at least 30 articles, each with at least two headings and real length', () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
    for (const article of articles) {
      const headings = article.content.split('\n').filter((line) => line.startsWith('## '));
      expect(headings.length, article.title).toBeGreaterThanOrEqual(2);
      expect(article.content.length, article.title).toBeGreaterThan(300);
      expect(article.summary.length, article.title).toBeGreaterThan(10);
    }
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('is three levels deep, and every subject (third level) holds an article', () => {
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const depth = (id: number): number => {
      const parent = byId.get(id)?.parent_id;
      return parent === null || parent === undefined ? 1 : 1 + depth(parent);
    };
    for (const node of nodes) {
      const d = depth(node.id);
      expect(d).toBeLessThanOrEqual(3);
      if (d === 3)
        expect(
          articles.some((a) => a.node_id === node.id),
          node.name,
        ).toBe(true);
    }
    for (const article of articles) expect(depth(article.node_id)).toBe(3);
  });
});
