import { EinDetailsPage } from '../../features/directory/components/ein-details-page';

/** /eindetails/{eid} — a company's tax id and invoicing details. */
export default function EindetailsPage() {
  return <EinDetailsPage />;
}
