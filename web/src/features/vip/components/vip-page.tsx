import { useSuspenseQuery } from '@tanstack/react-query';
import type { EndpointReply } from '@ysy/contracts/common/endpoint';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { serviceIdByName } from '@ysy/contracts/consultation/services';
import { useId } from 'react';
import { appState } from '../../../shared/state/app-state';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { Icon } from '../../../shared/ui/icons/icon';
import { PageHero } from '../../../shared/ui/layout/page-hero';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { commonText, vipText } from '../../../shared/strings/service';
import { pageText } from '../../../shared/strings/shell';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import { vipTiersQueryOptions } from '../api/vip-queries';
import { currentTier } from '../model/current-tier';
import { MyMembership, useMyLevel } from './my-membership';
import styles from './vip.module.css';

/** The consultation a tier's 开通 opens: VIP membership is one of the services consultants sell. */
const VIP_SERVICE_ID = serviceIdByName('VIP会员') ?? 11;

type Tiers = Extract<EndpointReply<'vipTiers'>, { code: 0 }>['data'];

/** One tier: name, price, benefits, and 开通 (a phone consultation) unless it is the user's. */
function TierCard({ tier, isCurrent }: { tier: Tiers['tiers'][number]; isCurrent: boolean }) {
  const classes = [
    styles.tier,
    tier.recommended ? styles.tierRecommended : undefined,
    isCurrent ? styles.tierCurrent : undefined,
  ];
  return (
    <Card as="article" className={classes.filter(Boolean).join(' ')} aria-label={tier.name}>
      {tier.recommended && <span className={styles.tag}>{vipText.recommended}</span>}
      {isCurrent && <span className={styles.current}>{vipText.current}</span>}
      <h3 className={styles.name}>{tier.name}</h3>
      <p className={styles.desc}>{tier.desc}</p>
      <p className={styles.price}>
        {Number(tier.price) === 0 ? (
          <span className={styles.priceValue}>{commonText.free}</span>
        ) : (
          <>
            <span className={styles.priceValue}>
              {commonText.yuan}
              {tier.price}
            </span>
            {vipText.perPeriod(tier.period)}
          </>
        )}
      </p>
      <ul className={styles.benefits}>
        {tier.benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" size={16} className={styles.check} />
            {benefit}
          </li>
        ))}
      </ul>
      {tier.level > 0 && !isCurrent && (
        <Button
          variant={tier.recommended ? 'primary' : 'ghost'}
          block
          onClick={() => {
            appState.consultation = { open: true, serviceId: VIP_SERVICE_ID };
          }}
        >
          {vipText.open}
        </Button>
      )}
    </Card>
  );
}

/** Each feature by tier, as a table. */
function CompareTable({ tiers, features }: Tiers) {
  return (
    <table className={styles.table}>
      <caption>{vipText.compareCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{vipText.featureColumn}</th>
          {tiers.map((tier) => (
            <th key={tier.level} scope="col">
              {tier.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {features.map((feature) => (
          <tr key={feature.name}>
            <th scope="row">{feature.name}</th>
            {tiers.map((tier, i) => (
              <td key={tier.level}>{feature.values[i] ?? '—'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /vip: what the user has, the tiers with their benefits, and the comparison table. */
export function VipPage() {
  const { data } = useSuspenseQuery(vipTiersQueryOptions);
  const mineId = useId();
  const tiersId = useId();
  const compareId = useId();
  const mine = useMyLevel();
  const hero = (
    <PageHero>
      <h1 className={styles.heroTitle}>{pageText.vip.title}</h1>
      <p className={styles.heroText}>{pageDescription.vip}</p>
    </PageHero>
  );
  if (!isSuccess(data, 0) || data.data.tiers.length === 0) {
    return (
      <>
        {hero}
        <PageSection>
          <EmptyBlock text={isSuccess(data, 0) ? commonText.empty : data.msg} />
        </PageSection>
      </>
    );
  }
  const { tiers, features } = data.data;
  const current = mine.loggedIn ? currentTier(tiers, mine.level) : undefined;
  return (
    <>
      {hero}
      <PageSection labelledBy={mineId}>
        <MyMembership tiers={tiers} headingId={mineId} />
      </PageSection>
      <PageSection labelledBy={tiersId}>
        <SectionHeader id={tiersId} title={vipText.tiersTitle} subtitle={vipText.tiersSubtitle} />
        <ul className={styles.tiers}>
          {tiers.map((tier) => (
            <li key={tier.level}>
              <TierCard tier={tier} isCurrent={current?.level === tier.level} />
            </li>
          ))}
        </ul>
        <p className={styles.hint}>{vipText.upgradeHint}</p>
      </PageSection>
      <PageSection tone="alt" labelledBy={compareId}>
        <SectionHeader id={compareId} title={vipText.compareTitle} />
        <CompareTable tiers={tiers} features={features} />
      </PageSection>
    </>
  );
}
