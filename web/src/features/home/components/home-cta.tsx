import { serviceIdByName } from '@ysy/contracts/consultation/services';
import { appState } from '../../../shared/state/app-state';
import { Button } from '../../../shared/ui/button/button';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { commonText, homeText } from '../../../shared/strings/service';
import styles from './home.module.css';

/** The home page's closing call to action: publish a need or book a free call. */
export function HomeCta() {
  return (
    <PageSection>
      <div className={styles.cta}>
        <div>
          <h2 className={styles.ctaTitle}>{homeText.ctaTitle}</h2>
          <p className={styles.ctaText}>{homeText.ctaText}</p>
        </div>
        <div className={styles.ctaActions}>
          <Button variant="onDark" size="lg" onClick={() => (appState.publishNeedOpen = true)}>
            {commonText.publishNeed}
          </Button>
          <Button
            variant="outlineOnDark"
            size="lg"
            onClick={() => {
              appState.consultation = {
                open: true,
                serviceId: serviceIdByName(homeText.ctaPhoneServiceName) ?? 1,
              };
            }}
          >
            {commonText.phoneConsult}
          </Button>
        </div>
      </div>
    </PageSection>
  );
}
