import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { useId } from 'react';
import { appState } from '../../../shared/state/app-state';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { QuerySection } from '../../../shared/ui/status/query-section';
import { commonText, homeText } from '../../../shared/strings/service';
import { ConsultantPhoto } from '../../../shared/ui/consultant-photo/consultant-photo';
import { consultationServiceId, customerServiceQueryOptions } from '../../footer';
import styles from './home.module.css';

/** Up to four expertise tags per consultant, as everywhere on the site. */
const MAX_TAGS = 4;

/** The first page of consultants, each with a free phone consultation. */
export function HomeConsultants() {
  const headingId = useId();
  const query = useQuery(customerServiceQueryOptions(1));
  return (
    <PageSection tone="alt" labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title={homeText.consultantsTitle}
        subtitle={homeText.consultantsSubtitle}
      />
      <QuerySection
        query={query}
        select={(reply) =>
          isSuccess(reply, 0) ? reply.data.customerServiceAll.slice(0, 4) : undefined
        }
      >
        {(consultants) => (
          <ul className={styles.consultants}>
            {consultants.map((consultant) => (
              <Card as="li" key={consultant.id} className={styles.consultant}>
                <ConsultantPhoto
                  consultant={consultant}
                  size={80}
                  className={styles.photo}
                  fallbackClassName={styles.photoFallback}
                />
                <h3 className={styles.consultantName}>{consultant.username}</h3>
                <p className={styles.position}>{consultant.position}</p>
                <ul className={styles.tags}>
                  {consultant.areas_of_expertise.slice(0, MAX_TAGS).map((area) => (
                    <li key={area} title={area}>
                      {area}
                    </li>
                  ))}
                </ul>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    appState.consultation = {
                      open: true,
                      serviceId: consultationServiceId(consultant),
                    };
                  }}
                >
                  {commonText.phoneConsult}
                </Button>
              </Card>
            ))}
          </ul>
        )}
      </QuerySection>
    </PageSection>
  );
}
