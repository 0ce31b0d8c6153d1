import { Link } from '@tanstack/react-router';
import { usePublicConfig } from '../../api/bff-config';
import { commonText } from '../../strings/service';
import { BrandMark } from '../brand-mark/brand-mark';
import { Icon } from '../icons/icon';
import styles from './landing-header.module.css';

/**
 * The slim header of the pages shown without the top bar (/ys, /buyfinance, /contact, /profile):
 * the way home and the hotline, on the hero's blue.
 */
export function LandingHeader() {
  const config = usePublicConfig();
  return (
    <div className={styles.bar}>
      <Link to="/" className={styles.logo}>
        <BrandMark className={styles.mark} />
        {config.brand}
      </Link>
      <div className={styles.right}>
        <span className={styles.hotline}>
          <Icon name="phone" size={16} />
          {commonText.hotline} {config.hotline}
        </span>
        <Link to="/" className={styles.home}>
          {commonText.backHome}
        </Link>
      </div>
    </div>
  );
}
