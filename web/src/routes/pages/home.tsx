import { HomeSearchHero } from '../../features/directory/components/home-search-hero';
import { HomeSections } from '../../features/home/components/home-sections';

/** Home: the company search (with the page's heading) above the service sections. */
export default function HomePage() {
  return (
    <>
      <HomeSearchHero />
      <HomeSections />
    </>
  );
}
