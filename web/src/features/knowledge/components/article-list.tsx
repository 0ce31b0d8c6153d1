import type { ArticleSummary } from '@ysy/contracts/knowledge/schemas';
import { HrefLink } from '../../../shared/helpers/href-link';
import { Card } from '../../../shared/ui/card/card';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { commonText, knowledgeText } from '../../../shared/strings/service';
import { articleHref } from '../model/article-search';
import styles from './knowledge.module.css';

/** The articles under the asked category, newest first; each opens on its category's page. */
export function ArticleList({
  title,
  articles,
}: {
  title: string;
  articles: readonly ArticleSummary[];
}) {
  return (
    <section aria-labelledby="knowledge-articles">
      <h2 id="knowledge-articles" className={styles.listTitle}>
        {knowledgeText.articlesTitle(title)}
      </h2>
      {articles.length === 0 ? (
        <EmptyBlock text={knowledgeText.noArticles} />
      ) : (
        <ul className={styles.list}>
          {articles.map((article) => (
            <Card as="li" key={article.id} interactive padding="tight">
              <HrefLink
                href={articleHref(article.category_id, article.id)}
                className={styles.itemLink}
              >
                <h3 className={styles.itemTitle}>{article.title}</h3>
                <p className={styles.itemSummary}>{article.summary}</p>
              </HrefLink>
              <p className={styles.meta}>
                <span>{commonText.updatedOn(article.updated_at)}</span>
                <span>{commonText.views(article.views)}</span>
              </p>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
