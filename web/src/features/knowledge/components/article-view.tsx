import { useSuspenseQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { KNOWLEDGE_OK } from '@ysy/contracts/knowledge/values';
import { useMemo } from 'react';
import { HrefLink } from '../../../shared/helpers/href-link';
import { appState } from '../../../shared/state/app-state';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { headingsOf, parseRichText } from '../../../shared/ui/rich-text/parse-rich-text';
import { RichText } from '../../../shared/ui/rich-text/rich-text';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { commonText, knowledgeText } from '../../../shared/strings/service';
import { knowledgeArticleQueryOptions } from '../api/knowledge-queries';
import { articleHref } from '../model/article-search';
import styles from './knowledge.module.css';

/** Beside the article: its contents, related articles and the phone consultation. */
function ArticleSide({
  toc,
  related,
  serviceId,
}: {
  toc: ReturnType<typeof headingsOf>;
  related: { id: number; category_id: number; title: string }[];
  serviceId: number;
}) {
  return (
    <aside className={styles.side}>
      {toc.length > 0 && (
        <Card as="nav" padding="tight" className={styles.toc} aria-label={knowledgeText.tocLabel}>
          <h2 className={styles.sideTitle}>{knowledgeText.tocLabel}</h2>
          <ol>
            {toc.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </Card>
      )}
      {related.length > 0 && (
        <Card
          as="section"
          padding="tight"
          className={styles.related}
          aria-labelledby="related-title"
        >
          <h2 id="related-title" className={styles.sideTitle}>
            {knowledgeText.relatedTitle}
          </h2>
          <ul>
            {related.map((item) => (
              <li key={item.id}>
                <HrefLink href={articleHref(item.category_id, item.id)}>{item.title}</HrefLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card padding="tight" className={styles.consult}>
        <h2 className={styles.sideTitle}>{knowledgeText.consultTitle}</h2>
        <p>{knowledgeText.consultText}</p>
        <Button
          block
          onClick={() => {
            appState.consultation = { open: true, serviceId };
          }}
        >
          {commonText.phoneConsult}
        </Button>
      </Card>
    </aside>
  );
}

/**
 * One article: its headings as the page's outline (h1, then h2/h3 from the text), a contents
 * list, related articles, and a way back to the category it was opened from.
 */
export function ArticleView({
  articleId,
  back,
  serviceId,
}: {
  articleId: number;
  back: { url: string; name: string };
  serviceId: number;
}) {
  const { data } = useSuspenseQuery(knowledgeArticleQueryOptions(articleId));
  const blocks = useMemo(
    () => (isSuccess(data, KNOWLEDGE_OK) ? parseRichText(data.data.article.content, 'sec') : []),
    [data],
  );
  if (!isSuccess(data, KNOWLEDGE_OK)) {
    return (
      <EmptyBlock text={data.msg || knowledgeText.articleMissing}>
        <HrefLink href={back.url} className={styles.back}>
          {knowledgeText.backToList(back.name)}
        </HrefLink>
      </EmptyBlock>
    );
  }
  const { article, related = [] } = data.data;
  const toc = headingsOf(blocks);
  return (
    <div className={styles.article}>
      <Card as="article" aria-labelledby="article-title">
        <HrefLink href={back.url} className={styles.back}>
          {knowledgeText.backToList(back.name)}
        </HrefLink>
        <h1 id="article-title" className={styles.articleTitle}>
          {article.title}
        </h1>
        <p className={styles.meta}>
          {article.author && <span>{knowledgeText.author(article.author)}</span>}
          <span>{commonText.updatedOn(article.updated_at)}</span>
          <span>{commonText.views(article.views)}</span>
        </p>
        <p className={styles.lede}>{article.summary}</p>
        <RichText blocks={blocks} />
      </Card>
      <ArticleSide toc={toc} related={related} serviceId={serviceId} />
    </div>
  );
}
