import type { CompanyStatus } from '@ysy/contracts/company/schemas';
import styles from './status-tag.module.css';

/** Colour by meaning: operating (在业/存续) green, moved out amber, ended (注销/吊销) red. */
const tone: Record<CompanyStatus, string> = {
  在业: styles.active ?? '',
  存续: styles.active ?? '',
  迁出: styles.moved ?? '',
  注销: styles.ended ?? '',
  吊销: styles.ended ?? '',
};

/** Nothing when the reply carries no status. */
export function StatusTag({ status }: { status?: CompanyStatus | undefined }) {
  if (status === undefined) return null;
  return <span className={`${styles.tag} ${tone[status]}`}>{status}</span>;
}
