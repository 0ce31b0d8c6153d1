import { PlaceholderPage } from '../../features/pages/components/placeholder-page';

/** Route module for this page; the pages issue replaces the placeholder with the real content. */
export default function FinancePage() {
  return <PlaceholderPage page="finance" />;
}
