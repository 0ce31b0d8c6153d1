import type { PageSection as Section } from '@ysy/contracts/service/schemas';
import { useId } from 'react';
import { Card } from '../../../shared/ui/card/card';
import { parseRichText } from '../../../shared/ui/rich-text/parse-rich-text';
import { RichText } from '../../../shared/ui/rich-text/rich-text';
import { sitePageText } from '../../../shared/strings/service';
import styles from './site-page.module.css';

/** A page's text sections with a contents list beside them (site pages and campaigns). */
export function PageSections({ sections }: { sections: readonly Section[] }) {
  const prefix = useId().replaceAll(':', '');
  const parts = sections.map((section, index) => ({
    ...section,
    id: `${prefix}-s${index + 1}`,
    blocks: parseRichText(section.body, `${prefix}-s${index + 1}h`),
  }));
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label={sitePageText.contentsLabel}>
        <h2 className={styles.tocTitle}>{sitePageText.contentsLabel}</h2>
        <ol>
          {parts.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.sections}>
        {parts.map((section) => (
          <Card as="section" key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className={styles.sectionTitle}>
              {section.heading}
            </h2>
            <RichText blocks={section.blocks} headingOffset={1} />
          </Card>
        ))}
      </div>
    </div>
  );
}
