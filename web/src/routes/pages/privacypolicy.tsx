import { SitePageView } from '../../features/site-pages/components/site-page-view';

/** /privacypolicy: the site's own text, read from the database (route loader + same query). */
export default function PrivacypolicyPage() {
  return <SitePageView slug="privacypolicy" />;
}
