import { useSuspenseQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { SitePage } from '@ysy/contracts/service/schemas';
import type { ReactNode } from 'react';
import { LandingHeader } from '../../../shared/ui/layout/landing-header';
import { NumbersKept } from '../../../shared/ui/numbers/numbers-kept';
import { PageHero } from '../../../shared/ui/layout/page-hero';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { commonText, sitePageText } from '../../../shared/strings/service';
import { sitePageQueryOptions } from '../api/site-page-queries';
import { PageSections } from './page-sections';
import styles from './site-page.module.css';

type Fact = NonNullable<SitePage['facts']>[number];

function Facts({ facts }: { facts: readonly Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts} aria-label={sitePageText.factsLabel}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>
            <NumbersKept text={fact.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A page of the site's own text from the database (about, profile, legal texts): title, lead and
 * revision date in the hero, then the facts, a contents list and the sections. `facts` adds
 * facts from elsewhere (the configuration) after the page's own; `aside` adds page-specific parts
 * (the contact form) after the facts.
 */
export function SitePageView({
  slug,
  withHeader = false,
  facts = [],
  aside,
}: {
  slug: string;
  withHeader?: boolean;
  facts?: readonly Fact[];
  aside?: ReactNode;
}) {
  const { data } = useSuspenseQuery(sitePageQueryOptions(slug));
  const header = withHeader ? <LandingHeader /> : undefined;
  if (!isSuccess(data, 0)) {
    return (
      <>
        <PageHero top={header}>
          <h1 className={styles.title}>{data.msg}</h1>
        </PageHero>
        <PageSection>
          <EmptyBlock text={data.msg} />
        </PageSection>
      </>
    );
  }
  const { page } = data.data;
  return (
    <>
      <PageHero top={header}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.lead && <p className={styles.lead}>{page.lead}</p>}
        {page.revised_on && (
          <p className={styles.revised}>{commonText.revisedOn(page.revised_on)}</p>
        )}
      </PageHero>
      <PageSection>
        <Facts facts={[...(page.facts ?? []), ...facts]} />
        {aside}
        <PageSections sections={page.sections} />
      </PageSection>
    </>
  );
}
