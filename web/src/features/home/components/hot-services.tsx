import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { useId } from 'react';
import { Card } from '../../../shared/ui/card/card';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { QuerySection } from '../../../shared/ui/status/query-section';
import { homeText } from '../../../shared/strings/service';
import { serviceListQueryOptions, ServiceCardLink } from '../../service';
import styles from './home.module.css';

/** The services marked hot, with their starting price, linking to their landing pages. */
export function HotServices() {
  const headingId = useId();
  const query = useQuery(serviceListQueryOptions);
  return (
    <PageSection tone="alt" labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title={homeText.hotServicesTitle}
        subtitle={homeText.hotServicesSubtitle}
      />
      <QuerySection
        query={query}
        select={(reply) =>
          isSuccess(reply, 0) ? reply.data.services.filter((s) => s.hot).slice(0, 4) : undefined
        }
      >
        {(services) => (
          <ul className={styles.services}>
            {services.map((service) => (
              <Card as="li" key={service.slug} interactive>
                <ServiceCardLink service={service} />
              </Card>
            ))}
          </ul>
        )}
      </QuerySection>
    </PageSection>
  );
}
