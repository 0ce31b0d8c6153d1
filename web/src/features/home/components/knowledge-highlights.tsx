import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { KNOWLEDGE_OK } from '@ysy/contracts/knowledge/values';
import { useId } from 'react';
import { HrefLink } from '../../../shared/helpers/href-link';
import { Card } from '../../../shared/ui/card/card';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { QuerySection } from '../../../shared/ui/status/query-section';
import { commonText, homeText } from '../../../shared/strings/service';
import { articleHref, knowledgeByNameQueryOptions } from '../../knowledge';
import styles from './home.module.css';

/** The newest articles of one knowledge-base category (by name, the `index` call). */
export function KnowledgeHighlights() {
  const headingId = useId();
  const query = useQuery(knowledgeByNameQueryOptions(homeText.knowledgeCategory));
  const root =
    query.data && isSuccess(query.data, KNOWLEDGE_OK) ? query.data.data.hierarchy[0] : undefined;
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title={homeText.knowledgeTitle}
        subtitle={homeText.knowledgeSubtitle}
        action={
          root && (
            <HrefLink href={root.url} className={styles.moreLink}>
              {homeText.knowledgeMore}
            </HrefLink>
          )
        }
      />
      <QuerySection
        query={query}
        select={(reply) =>
          isSuccess(reply, KNOWLEDGE_OK) ? (reply.data.articles ?? []).slice(0, 6) : undefined
        }
      >
        {(articles) => (
          <ul className={styles.knowledge}>
            {articles.map((article) => (
              <Card as="li" key={article.id} interactive padding="tight">
                <HrefLink
                  href={articleHref(article.category_id, article.id)}
                  className={styles.articleLink}
                >
                  <h3 className={styles.articleTitle}>{article.title}</h3>
                  <p className={styles.articleSummary}>{article.summary}</p>
                </HrefLink>
                <p className={styles.position}>{commonText.updatedOn(article.updated_at)}</p>
              </Card>
            ))}
          </ul>
        )}
      </QuerySection>
    </PageSection>
  );
}
