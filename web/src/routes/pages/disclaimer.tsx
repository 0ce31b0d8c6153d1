import { SitePageView } from '../../features/site-pages/components/site-page-view';

/** /disclaimer: the site's own text, read from the database (route loader + same query). */
export default function DisclaimerPage() {
  return <SitePageView slug="disclaimer" />;
}
