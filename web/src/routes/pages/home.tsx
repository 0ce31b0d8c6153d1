import { HomeSearchHero } from '../../features/directory/components/home-search-hero';
import { HomeSections } from '../../features/home/components/home-sections';
import { productName } from '../../shared/strings/shell';
import { pageDescription } from '../../shared/strings/page-descriptions';
import styles from '../../shared/ui/status/status.module.css';

/**
 * Home: the page's one h1 names the product (for screen readers; the hero shows it in words),
 * then the company search and the service sections, each with its own h2.
 */
export default function HomePage() {
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
