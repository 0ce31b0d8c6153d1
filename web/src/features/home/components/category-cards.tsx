import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { NavCategory } from '@ysy/contracts/nav/schemas';
import { useId } from 'react';
import { HrefLink } from '../../../shared/helpers/href-link';
import { Card } from '../../../shared/ui/card/card';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { QuerySection } from '../../../shared/ui/status/query-section';
import { homeText } from '../../../shared/strings/service';
import { navQueryOptions } from '../../top-bar';
import { cardExtra } from '../model/card-extras';
import { entryCategories } from '../model/entry-categories';
import { CardExtraLinks } from './card-extra-links';
import styles from './home.module.css';

function Badge({ show }: { show: string }) {
  if (show === 'h')
    return <span className={`${styles.badge} ${styles.hot}`}>{homeText.hotBadge}</span>;
  if (show === 'n')
    return <span className={`${styles.badge} ${styles.new}`}>{homeText.newBadge}</span>;
  return null;
}

function CategoryCard({ category }: { category: NavCategory }) {
  const extra = cardExtra(category);
  return (
    <Card as="li" interactive>
      <HrefLink href={category.url} className={styles.categoryLink}>
        <span className={styles.categoryHead}>
          <h3 className={styles.categoryName}>{category.category_name}</h3>
          <Badge show={category.show} />
        </span>
        <p className={styles.categoryDesc}>{category.desc}</p>
      </HrefLink>
      {extra && <CardExtraLinks extra={extra} />}
      {category.children && category.children.length > 0 && (
        <ul className={styles.children}>
          {category.children.map((child) => (
            <li key={child.id}>
              <HrefLink href={child.url} className={styles.childLink}>
                {child.category_name}
                <Badge show={child.show} />
              </HrefLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The menu's service categories as entry cards, with their 热/新 badges and descriptions. */
export function CategoryCards() {
  const headingId = useId();
  const query = useQuery(navQueryOptions);
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title={homeText.categoriesTitle}
        subtitle={homeText.categoriesSubtitle}
      />
      <QuerySection
        query={query}
        select={(reply) => (isSuccess(reply, 0) ? entryCategories(reply.data) : undefined)}
      >
        {(categories) => (
          <ul className={styles.categories} aria-label={homeText.categoriesLabel}>
            {categories.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </ul>
        )}
      </QuerySection>
    </PageSection>
  );
}
