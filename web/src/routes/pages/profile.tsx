import { SitePageView } from '../../features/site-pages/components/site-page-view';

/** /profile: the site's own text, read from the database (route loader + same query). */
export default function ProfilePage() {
  return <SitePageView slug="profile" withHeader />;
}
