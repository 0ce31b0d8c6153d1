import { Button } from '../../../shared/ui/button/button';
import { Icon } from '../../../shared/ui/icons/icon';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { commonText, landingText } from '../../../shared/strings/service';
import { openPhoneConsult, openPublishNeed } from '../model/cta';
import styles from './landing.module.css';

/** The closing call to action: free phone consultation about this service, or publish a need. */
export function CtaBand({ name, serviceId }: { name: string; serviceId: number }) {
  return (
    <PageSection>
      <div className={styles.cta}>
        <div>
          <h2 className={styles.ctaTitle}>{landingText.ctaTitle(name)}</h2>
          <p className={styles.ctaText}>{landingText.ctaText}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="onDark" size="lg" onClick={() => openPhoneConsult(serviceId)}>
            <Icon name="phone" size={18} />
            {commonText.phoneConsult}
          </Button>
          <Button variant="outlineOnDark" size="lg" onClick={openPublishNeed}>
            {commonText.publishNeed}
          </Button>
        </div>
      </div>
    </PageSection>
  );
}
