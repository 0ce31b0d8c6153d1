import { HomeSearchHero } from '../../features/directory/components/home-search-hero';
import { PlaceholderPage } from '../../features/pages/components/placeholder-page';

/** Route module for this page; the pages issue replaces the placeholder with the real content. */
export default function HomePage() {
  return (
    <>
      <HomeSearchHero />
      <PlaceholderPage page="home" />
    </>
  );
}
