import { useSuspenseQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { ServiceOffer } from '@ysy/contracts/service/schemas';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/button/button';
import { PageHero } from '../../../shared/ui/layout/page-hero';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { LandingHeader } from '../../../shared/ui/layout/landing-header';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { commonText, landingText } from '../../../shared/strings/service';
import { serviceOfferQueryOptions } from '../api/service-queries';
import { openPublishNeed } from '../model/cta';
import { CtaBand } from './cta-band';
import { FaqList } from './faq-list';
import { IncludedGrid } from './included-grid';
import { PlanCards } from './plan-cards';
import { ProcessSteps } from './process-steps';
import { ServiceHero } from './service-hero';

/**
 * A service landing page from its offer in the database: hero with the calls to action, what is
 * included, the process, the prices (or `plans` given by the page, e.g. the order form), FAQs and
 * a closing call to action. The route's loader has fetched the offer with the same options.
 */
export function ServiceLanding({
  slug,
  withHeader = false,
  plans,
}: {
  slug: string;
  /** Pages without the top bar show the slim header with the way home. */
  withHeader?: boolean;
  plans?: (offer: ServiceOffer) => ReactNode;
}) {
  const { data } = useSuspenseQuery(serviceOfferQueryOptions(slug));
  const header = withHeader ? <LandingHeader /> : undefined;
  if (!isSuccess(data, 0)) {
    return (
      <>
        <PageHero top={header}>
          <h1>{data.msg}</h1>
        </PageHero>
        <PageSection>
          <EmptyBlock text={landingText.notOnline}>
            <Button onClick={openPublishNeed}>{commonText.publishNeed}</Button>
          </EmptyBlock>
        </PageSection>
      </>
    );
  }
  const { offer } = data.data;
  return (
    <>
      <PageHero top={header}>
        <ServiceHero offer={offer} />
      </PageHero>
      <IncludedGrid items={offer.included} />
      <ProcessSteps steps={offer.steps} />
      {plans ? plans(offer) : <PlanCards plans={offer.plans} serviceId={offer.service_id} />}
      <FaqList faqs={offer.faqs} />
      <CtaBand name={offer.name} serviceId={offer.service_id} />
    </>
  );
}
