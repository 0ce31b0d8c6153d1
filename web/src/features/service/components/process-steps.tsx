import { useId } from 'react';
import type { TitledText } from '@ysy/contracts/service/schemas';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { landingText } from '../../../shared/strings/service';
import styles from './landing.module.css';

/** The process as numbered steps in one row. */
export function ProcessSteps({ steps }: { steps: readonly TitledText[] }) {
  const headingId = useId();
  if (steps.length === 0) return null;
  return (
    <PageSection tone="alt" labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title={landingText.stepsTitle}
        subtitle={landingText.stepsSubtitle}
      />
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <div className={styles.stepHead}>
              <span className={styles.stepNumber} aria-label={landingText.stepLabel(index + 1)}>
                {index + 1}
              </span>
              <span className={styles.stepLine} aria-hidden="true" />
            </div>
            <h3 className={styles.itemTitle}>{step.title}</h3>
            <p className={styles.itemDesc}>{step.desc}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
