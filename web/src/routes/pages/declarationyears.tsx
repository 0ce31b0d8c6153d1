import { DeclarationYearsPage } from '../../features/directory/components/declaration-years-page';

/** /declarationyears/{eid} — a company's annual reports. */
export default function DeclarationyearsPage() {
  return <DeclarationYearsPage />;
}
