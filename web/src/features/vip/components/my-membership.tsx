import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { VipTier } from '@ysy/contracts/service/schemas';
import { useLoggedInShown } from '../../../shared/state/use-logged-in-shown';
import { appState } from '../../../shared/state/app-state';
import { readUser } from '../../../shared/storage/user-storage';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { LoadingBlock } from '../../../shared/ui/status/loading-block';
import { vipText } from '../../../shared/strings/service';
import { latestUserQueryOptions } from '../api/vip-queries';
import { currentTier } from '../model/current-tier';
import styles from './vip.module.css';

/**
 * What the signed-in user has now: the level from the latest user info (get_latest_user), the
 * stored login info until it arrives. Signed out: an invitation to log in.
 */
export function useMyLevel(): { loggedIn: boolean; level: number | undefined; pending: boolean } {
  const loggedIn = useLoggedInShown();
  const latest = useQuery({ ...latestUserQueryOptions, enabled: loggedIn });
  const stored = loggedIn ? readUser()?.vip_level : undefined;
  const level =
    latest.data && isSuccess(latest.data, 0) ? (latest.data.data.user.vip_level ?? 0) : stored;
  return { loggedIn, level, pending: loggedIn && latest.isPending && stored === undefined };
}

export function MyMembership({
  tiers,
  headingId,
}: {
  tiers: readonly VipTier[];
  headingId: string;
}) {
  const mine = useMyLevel();
  if (mine.pending) return <LoadingBlock lines={2} minHeight={96} />;
  const tier = mine.loggedIn ? currentTier(tiers, mine.level) : undefined;
  return (
    <Card className={styles.mine}>
      <div>
        <h2 id={headingId} className={styles.mineTitle}>
          {vipText.mineTitle}
        </h2>
        <p className={styles.mineText}>
          {!mine.loggedIn
            ? vipText.mineLoggedOut
            : tier && tier.level > 0
              ? `${vipText.mine(tier.name)}：${tier.benefits.join('、')}`
              : vipText.mineNone}
        </p>
      </div>
      {!mine.loggedIn && (
        <Button onClick={() => (appState.loginWindowShown = true)}>{vipText.login}</Button>
      )}
    </Card>
  );
}
