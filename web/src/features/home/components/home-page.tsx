import { HomeSearchHero } from '../../directory';
import { productName } from '../../../shared/strings/shell';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import styles from '../../../shared/ui/status/status.module.css';
import { HomeSections } from './home-sections';

/**
 * Home: the page's one h1 names the product (for screen readers; the hero shows it in words),
 * then the company search and the service sections, each with its own h2.
 */
export function HomePage() {
  return (
    <>
      <h1 className={styles.visuallyHidden}>
        {productName}：{pageDescription.home}
      </h1>
      <HomeSearchHero />
      <HomeSections />
    </>
  );
}
