import { directoryText } from '../../../shared/strings/directory';
import { CompanySearch } from './company-search';
import styles from './home-search-hero.module.css';

/**
 * The top of the home page: the company search with suggestions under the hero title. The title
 * is a second-level heading: the home page keeps one h1 of its own (the product name).
 */
export function HomeSearchHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-search-title">
      <div className={styles.inner}>
        <h2 id="home-search-title" className={styles.title}>
          {directoryText.heroTitle}
        </h2>
        <p className={styles.subtitle}>{directoryText.heroSubtitle}</p>
        <CompanySearch variant="hero" />
      </div>
    </section>
  );
}
