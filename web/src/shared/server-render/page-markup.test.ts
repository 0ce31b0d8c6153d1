import { describe, expect, it } from 'vitest';
import {
  MAIN_ID,
  pageContent,
  readServerState,
  scriptSafeJson,
  STATE_SCRIPT_ID,
  withRenderedPage,
  type RenderedPage,
} from './page-markup';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>易商云</title>
    <link rel="preload" as="fetch" crossorigin="" href="/api/bff/config">
    <link rel="preload" as="fetch" crossorigin href="/api/ysy/index/get_nav">
    <link rel="stylesheet" crossorigin href="/dist/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/dist/assets/index.js"></script>
  </body>
</html>`;

const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029';
const page: RenderedPage = {
  html: '<div class="shell"><h1>公司查询</h1></div>',
  state: { queries: [{ queryKey: ['companySearch'], state: { data: { name: hostile } } }] },
  title: '公司查询-易商云 <b>&',
};

function documentOf(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('scriptSafeJson', () => {
  it('writes no character that can end a script element or a line in old parsers', () => {
    const json = scriptSafeJson({ text: hostile });
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: hostile });
  });
});

describe('withRenderedPage', () => {
  const html = withRenderedPage(INDEX, page);
  const doc = documentOf(html);

  it('puts the markup in #root, marked as the server’s', () => {
    const root = doc.getElementById('root');
    expect(root?.hasAttribute('data-server-markup')).toBe(true);
    expect(root?.innerHTML).toBe(page.html);
  });

  it('carries the state in one data script that reply text cannot break out of', () => {
    expect(doc.querySelectorAll('script:not([type="module"])')).toHaveLength(1);
    expect(doc.getElementById(STATE_SCRIPT_ID)?.getAttribute('type')).toBe('application/json');
    expect(readServerState(doc)).toEqual(page.state);
  });

  it('holds the first paint until the top bar is parsed (up to the <main> after it)', () => {
    const expectLink = doc.head.querySelector('link[rel="expect"]');
    expect(expectLink?.getAttribute('href')).toBe(`#${MAIN_ID}`);
    expect(expectLink?.getAttribute('blocking')).toBe('render');
  });

  it('writes the page’s title as text', () => {
    expect(doc.title).toBe(page.title);
  });

  it('drops the fetch preloads (their replies are in the state) and keeps the rest', () => {
    expect(doc.querySelectorAll('link[rel="preload"][as="fetch"]')).toHaveLength(0);
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('leaves an HTML without an empty #root as it is', () => {
    const other = INDEX.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withRenderedPage(other, page)).toBe(other);
  });
});

describe('readServerState', () => {
  it('reads nothing from a page the browser renders itself', () => {
    expect(readServerState(documentOf(INDEX))).toBeUndefined();
  });

  it('reads nothing when the root is not the server’s, or the state is not JSON', () => {
    const html = withRenderedPage(INDEX, page);
    expect(readServerState(documentOf(html.replace(' data-server-markup', '')))).toBeUndefined();
    const broken = html.replace(/(<script type="application\/json"[^>]*>)[^<]*/, '$1{oops');
    expect(readServerState(documentOf(broken))).toBeUndefined();
  });
});

describe('pageContent', () => {
  const drawn = (data: string, at: number): RenderedPage => ({
    html: '<main>x</main>',
    title: '易商云',
    state: {
      queries: [{ dehydratedAt: at, state: { data, dataUpdatedAt: at, errorUpdatedAt: 0 } }],
    },
  });

  it('is the same for two renders of the same data, whatever their times', () => {
    expect(pageContent(drawn('a', 1))).toBe(pageContent(drawn('a', 2)));
  });

  it('differs when the data, the markup or the title does', () => {
    expect(pageContent(drawn('a', 1))).not.toBe(pageContent(drawn('b', 1)));
    expect(pageContent(drawn('a', 1))).not.toBe(pageContent({ ...drawn('a', 1), html: '<p>' }));
    expect(pageContent(drawn('a', 1))).not.toBe(pageContent({ ...drawn('a', 1), title: 'x' }));
  });
});
