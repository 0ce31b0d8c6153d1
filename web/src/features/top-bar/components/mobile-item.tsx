import type { NavCategory } from '@ysy/contracts/nav/schemas';
import { usePublicConfig } from '../../../shared/api/bff-config';
import { qrImages } from '../../../shared/api/qr-images';
import { topBarText } from '../../../shared/strings/shell';
import styles from './top-bar.module.css';

const mobileCode = {
  kind: 'mobile',
  url: qrImages.mobile,
  alt: topBarText.mobileQrAlt,
  caption: topBarText.mobileQrCaption,
} as const;
const defaultCodes = [
  mobileCode,
  {
    kind: 'miniProgram',
    url: qrImages.miniProgram,
    alt: topBarText.miniProgramQrAlt,
    caption: topBarText.miniProgramQrCaption,
  },
] as const;

/**
 * 手机版: hovering or focusing shows the QR codes — the server's mobile item's images when it
 * has them (its `img` list: the mobile site's, then the mini program's), else the mobile-site and
 * mini-program codes. Only the codes whose target is configured: with none, there is no item.
 */
export function MobileItem({ item }: { item: NavCategory | undefined }) {
  const { qr } = usePublicConfig();
  const codes = (
    item
      ? item.img.map((img, i) => ({ ...(defaultCodes[i] ?? mobileCode), url: img.url }))
      : defaultCodes
  ).filter((code) => qr[code.kind] !== undefined);
  if (codes.length === 0) return null;
  return (
    <div className={styles.mobile} tabIndex={0}>
      <svg className={styles.mobileIcon} viewBox="0 0 16 16" aria-hidden="true">
        <rect
          x="4"
          y="1.5"
          width="8"
          height="13"
          rx="1.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
        />
        <circle cx="8" cy="12" r="0.9" fill="currentColor" />
      </svg>
      <span>{item?.category_name || topBarText.mobile}</span>
      <div className={`${styles.panel} ${styles.qrPanel}`}>
        {codes.map((code) => (
          <figure key={code.url} className={styles.qr}>
            <img src={code.url} alt={code.alt} width={112} height={112} loading="lazy" />
            <figcaption>{code.caption}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
