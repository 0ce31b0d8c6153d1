import { useSuspenseQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { SitePage } from '@ysy/contracts/service/schemas';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../shared/ui/card/card';
import { LandingHeader } from '../../../shared/ui/layout/landing-header';
import { NumbersKept } from '../../../shared/ui/numbers/numbers-kept';
import { PageHero } from '../../../shared/ui/layout/page-hero';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { parseRichText } from '../../../shared/ui/rich-text/parse-rich-text';
import { RichText } from '../../../shared/ui/rich-text/rich-text';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { commonText, sitePageText } from '../../../shared/strings/service';
import { sitePageQueryOptions } from '../api/site-page-queries';
import styles from './site-page.module.css';

function Facts({ facts }: { facts: NonNullable<SitePage['facts']> }) {
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
 * A page of the site's own text from the database (about, profile, legal texts, campaign):
 * title, lead and revision date in the hero, then a contents list and the sections. `aside`
 * adds page-specific parts (the contact form) after the facts.
 */
export function SitePageView({
  slug,
  withHeader = false,
  aside,
}: {
  slug: string;
  withHeader?: boolean;
  aside?: ReactNode;
}) {
  const { data } = useSuspenseQuery(sitePageQueryOptions(slug));
  const prefix = useId().replaceAll(':', '');
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
  const sections = page.sections.map((section, index) => ({
    ...section,
    id: `${prefix}-s${index + 1}`,
    blocks: parseRichText(section.body, `${prefix}-s${index + 1}h`),
  }));
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
        {page.facts && <Facts facts={page.facts} />}
        {aside}
        <div className={styles.layout}>
          <nav className={styles.toc} aria-label={sitePageText.contentsLabel}>
            <h2 className={styles.tocTitle}>{sitePageText.contentsLabel}</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.sections}>
            {sections.map((section) => (
              <Card as="section" key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} className={styles.sectionTitle}>
                  {section.heading}
                </h2>
                <RichText blocks={section.blocks} headingOffset={1} />
              </Card>
            ))}
          </div>
        </div>
      </PageSection>
    </>
  );
}
