import { useSuspenseQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { Campaign } from '@ysy/contracts/service/campaign';
import { useId } from 'react';
import { HrefLink } from '../../../shared/helpers/href-link';
import { buttonClass } from '../../../shared/ui/button/button-class';
import { PageHero } from '../../../shared/ui/layout/page-hero';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { campaignText } from '../../../shared/strings/service';
import { campaignQueryOptions } from '../api/campaign-queries';
import {
  beijingToday,
  campaignStatus,
  chineseDate,
  type CampaignStatus,
} from '../model/campaign-status';
import { CurrentOffers } from './current-offers';
import { PageSections } from './page-sections';
import siteStyles from './site-page.module.css';
import styles from './campaign.module.css';

/** A campaign that is not running says so first, then offers what is on sale today. */
function NotRunning({ campaign, status }: { campaign: Campaign; status: CampaignStatus }) {
  const headingId = useId();
  const ended = status === 'ended';
  return (
    <PageSection tone="alt" labelledBy={headingId}>
      <div className={styles.notice}>
        <h2 id={headingId} className={styles.noticeTitle}>
          {ended ? campaignText.endedTitle : campaignText.upcomingTitle}
        </h2>
        <p>
          {ended
            ? campaignText.ended(chineseDate(campaign.ends_on))
            : campaignText.upcoming(chineseDate(campaign.starts_on))}
        </p>
      </div>
      <CurrentOffers />
    </PageSection>
  );
}

/**
 * /t/a: a campaign from the database. Its dates decide what the page says: while it runs, its
 * call to action; before or after, a plain notice and the offers on sale today, so a visitor
 * never reads an old promotion as current.
 */
export function CampaignView({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(campaignQueryOptions(slug));
  if (!isSuccess(data, 0)) {
    return (
      <>
        <PageHero>
          <h1 className={siteStyles.title}>{data.msg}</h1>
        </PageHero>
        <PageSection>
          <EmptyBlock text={data.msg} />
        </PageSection>
      </>
    );
  }
  const { campaign } = data.data;
  const status = campaignStatus(campaign, beijingToday());
  return (
    <>
      <PageHero>
        <p className={`${styles.status} ${styles[status]}`}>{campaignText.status[status]}</p>
        <h1 className={siteStyles.title}>{campaign.title}</h1>
        {campaign.lead && <p className={siteStyles.lead}>{campaign.lead}</p>}
        <p className={styles.period}>
          {campaignText.period(chineseDate(campaign.starts_on), chineseDate(campaign.ends_on))}
        </p>
        {status === 'running' && campaign.action && (
          <HrefLink
            href={campaign.action.url}
            className={`${buttonClass({ variant: 'light', size: 'lg' })} ${styles.action}`}
          >
            {campaign.action.label}
          </HrefLink>
        )}
      </PageHero>
      {status !== 'running' && <NotRunning campaign={campaign} status={status} />}
      <PageSection>
        <PageSections sections={campaign.sections} />
      </PageSection>
    </>
  );
}
