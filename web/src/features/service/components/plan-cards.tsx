import { useId } from 'react';
import type { Plan } from '@ysy/contracts/service/schemas';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { Icon } from '../../../shared/ui/icons/icon';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { commonText, landingText } from '../../../shared/strings/service';
import { openPhoneConsult } from '../model/cta';
import { formatYuan, isFree } from '../model/price-label';
import styles from './landing.module.css';

/** The plans with their first price; each card's action asks a consultant about that plan. */
export function PlanCards({ plans, serviceId }: { plans: readonly Plan[]; serviceId: number }) {
  const headingId = useId();
  if (plans.length === 0) return null;
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeader
        id={headingId}
        title={landingText.plansTitle}
        subtitle={landingText.plansSubtitle}
      />
      <ul className={styles.plans}>
        {plans.map((plan) => {
          const price = plan.prices[0];
          return (
            <li key={plan.code}>
              <Card
                as="article"
                className={
                  plan.recommended ? `${styles.plan} ${styles.planRecommended}` : styles.plan
                }
                aria-label={plan.name}
              >
                {plan.recommended && (
                  <span className={styles.badge}>{landingText.recommended}</span>
                )}
                <h3 className={styles.planName}>{plan.name}</h3>
                {plan.desc && <p className={styles.planDesc}>{plan.desc}</p>}
                {price && (
                  <p className={styles.price}>
                    {isFree(price.price) ? (
                      <span className={styles.priceValue}>{commonText.free}</span>
                    ) : (
                      <>
                        <span className={styles.priceValue}>
                          {commonText.yuan}
                          {formatYuan(price.price)}
                        </span>
                        <span className={styles.priceUnit}>
                          {price.term_months > 0
                            ? landingText.perTerm(price.term_months)
                            : landingText.oneOff}
                        </span>
                      </>
                    )}
                  </p>
                )}
                {price?.list_price && (
                  <span className={styles.listPrice}>
                    {landingText.listPrice(formatYuan(price.list_price))}
                  </span>
                )}
                <ul className={styles.features}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={16} className={styles.check} />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Button
                  variant={plan.recommended ? 'primary' : 'ghost'}
                  block
                  onClick={() => openPhoneConsult(serviceId)}
                >
                  {landingText.consultPlan}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
