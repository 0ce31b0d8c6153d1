import { SitePageView } from '../../features/site-pages/components/site-page-view';

/** /userprotocol: the site's own text, read from the database (route loader + same query). */
export default function UserprotocolPage() {
  return <SitePageView slug="userprotocol" />;
}
