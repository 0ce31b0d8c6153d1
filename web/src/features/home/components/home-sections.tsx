import { useAfterFirstPaint } from '../../../shared/helpers/use-after-first-paint';
import { CategoryCards } from './category-cards';
import { HomeConsultants } from './home-consultants';
import { HomeCta } from './home-cta';
import { HotServices } from './hot-services';
import { KnowledgeHighlights } from './knowledge-highlights';

/**
 * Everything on home below the search: categories, hot services, knowledge, consultants, CTA. At
 * 1280×800 the categories reach the bottom of the first view; what follows them renders after the
 * first paint (useAfterFirstPaint).
 */
export function HomeSections() {
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <CategoryCards />
      {belowTheFold && (
        <>
          <HotServices />
          <KnowledgeHighlights />
          <HomeConsultants />
          <HomeCta />
        </>
      )}
    </>
  );
}
