import { ContactPanel } from '../../features/site-pages/components/contact-panel';
import { SitePageView } from '../../features/site-pages/components/site-page-view';

/** /contact: hotline from configuration, the contact form, and the address and hours from the database. */
export default function ContactPage() {
  return <SitePageView slug="contact" withHeader aside={<ContactPanel />} />;
}
