import { ContactPanel } from './contact-panel';
import { SitePageView } from './site-page-view';

/** /contact: hotline from configuration, the contact form, and the address and hours from the database. */
export function ContactPage() {
  return <SitePageView slug="contact" withHeader aside={<ContactPanel />} />;
}
