import { CategoryCards } from './category-cards';
import { HomeConsultants } from './home-consultants';
import { HomeCta } from './home-cta';
import { HotServices } from './hot-services';
import { KnowledgeHighlights } from './knowledge-highlights';

/** Everything on home below the search: categories, hot services, knowledge, consultants, CTA. */
export function HomeSections() {
  return (
    <>
      <CategoryCards />
      <HotServices />
      <KnowledgeHighlights />
      <HomeConsultants />
      <HomeCta />
    </>
  );
}
