import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { serviceIdByName } from '@ysy/contracts/consultation/services';
import { KNOWLEDGE_OK } from '@ysy/contracts/knowledge/values';
import { HrefLink } from '../../../shared/helpers/href-link';
import { PageHero } from '../../../shared/ui/layout/page-hero';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { knowledgeText } from '../../../shared/strings/service';
import { pageText } from '../../../shared/strings/shell';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import { knowledgeBranchQueryOptions } from '../api/knowledge-queries';
import { currentNavUrl, findNode } from '../model/current-nav';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { KnowledgeNav } from './knowledge-nav';
import styles from './knowledge.module.css';

const route = getRouteApi('/knowledgebase/$id');

/**
 * /knowledgebase/{id}: the category tabs, the branch's hierarchy (the first grandchild's url is
 * current when a top-level category is asked), and the category's articles — or, with
 * `?article=`, that article. The loader has sent failures and codes other than 1 to /404.
 */
export function KnowledgePage() {
  // The loader has checked the id (anything else went to /404) and read the article's.
  const id = Number(route.useParams().id);
  const { article: articleId } = route.useLoaderDeps();
  const { data } = useSuspenseQuery(knowledgeBranchQueryOptions(id));
  const root = isSuccess(data, KNOWLEDGE_OK) ? data.data.hierarchy[0] : undefined;
  if (!isSuccess(data, KNOWLEDGE_OK) || !root) {
    return (
      <PageSection>
        <EmptyBlock text={knowledgeText.noArticles} />
      </PageSection>
    );
  }
  const { hierarchy, articles = [], categories = [] } = data.data;
  const asked = findNode(hierarchy, id)?.node ?? root;
  // A node's name is ours, not the upstream's documented shape: fall back to the section title.
  const askedName = asked.category_name ?? pageText.knowledgebase.title;
  const navUrl = articleId === undefined ? currentNavUrl(hierarchy, id) : asked.url;
  const serviceId = serviceIdByName(root.category_name ?? '') ?? 1;

  return (
    <>
      {articleId === undefined && (
        <PageHero>
          <h1 className={styles.heroTitle}>
            {pageText.knowledgebase.title} · {askedName}
          </h1>
          <p className={styles.heroText}>{pageDescription.knowledgebase}</p>
          {categories.length > 0 && (
            <ul className={styles.tabs} aria-label={knowledgeText.categoriesLabel}>
              {categories.map((category) => (
                <li key={category.id}>
                  <HrefLink
                    href={category.url}
                    className={styles.tab}
                    aria-current={category.id === root.id ? 'page' : undefined}
                  >
                    {category.category_name}
                  </HrefLink>
                </li>
              ))}
            </ul>
          )}
        </PageHero>
      )}
      <PageSection>
        <div className={styles.layout}>
          <KnowledgeNav root={root} currentUrl={navUrl} />
          {articleId === undefined ? (
            <ArticleList title={askedName} articles={articles} />
          ) : (
            <ArticleView
              articleId={articleId}
              back={{ url: asked.url, name: askedName }}
              serviceId={serviceId}
            />
          )}
        </div>
      </PageSection>
    </>
  );
}
