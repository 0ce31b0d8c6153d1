import { SitePageView } from '../../features/site-pages/components/site-page-view';

/** /aboutus: the site's own text, read from the database (route loader + same query). */
export default function AboutusPage() {
  return <SitePageView slug="aboutus" />;
}
