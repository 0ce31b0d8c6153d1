import type { CompanyDetails } from '@ysy/contracts/bff/schemas';
import { sitePageText } from '../../../shared/strings/service';

/**
 * The operator's registration details as /profile lists them, in the order a business licence
 * does. A detail the configuration leaves unset is left out: the page states nothing it was not
 * told.
 */
export function companyFacts(company: CompanyDetails): { label: string; value: string }[] {
  const rows: [string, string | undefined][] = [
    [sitePageText.companyName, company.name],
    [sitePageText.creditCode, company.creditCode],
    [sitePageText.registeredAddress, company.address],
    [sitePageText.businessScope, company.businessScope],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
