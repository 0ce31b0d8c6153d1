import { directoryText } from '../../../shared/strings/directory';
import { CompanySearch } from './company-search';
import styles from './home-search-hero.module.css';

/** The top of the home page: the company search with suggestions under the hero title. */
export function HomeSearchHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-search-title">
      <div className={styles.inner}>
        <h1 id="home-search-title" className={styles.title}>
          {directoryText.heroTitle}
        </h1>
        <p className={styles.subtitle}>{directoryText.heroSubtitle}</p>
        <CompanySearch variant="hero" />
      </div>
    </section>
  );
}
