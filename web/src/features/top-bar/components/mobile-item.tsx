import { topBarText } from '../../../shared/strings/shell';
import { qrImages } from '../../../shared/api/qr-images';
import styles from './top-bar.module.css';

/** 手机版: hovering or focusing shows the mobile-site and mini-program QR codes. */
export function MobileItem() {
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
      {topBarText.mobile}
      <div className={`${styles.panel} ${styles.qrPanel}`}>
        <figure className={styles.qr}>
          <img
            src={qrImages.mobile}
            alt={topBarText.mobileQrAlt}
            width={112}
            height={112}
            loading="lazy"
          />
          <figcaption>{topBarText.mobileQrCaption}</figcaption>
        </figure>
        <figure className={styles.qr}>
          <img
            src={qrImages.miniProgram}
            alt={topBarText.miniProgramQrAlt}
            width={112}
            height={112}
            loading="lazy"
          />
          <figcaption>{topBarText.miniProgramQrCaption}</figcaption>
        </figure>
      </div>
    </div>
  );
}
