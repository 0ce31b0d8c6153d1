import { SitePageView } from '../../features/site-pages/components/site-page-view';

/** /ta: the site's own text, read from the database (route loader + same query). */
export default function TaPage() {
  return <SitePageView slug="ta" />;
}
