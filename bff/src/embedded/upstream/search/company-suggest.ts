import type { CompanyStatus } from '@ysy/contracts/company/schemas';
import { SUGGEST_LIMIT, type Suggestion } from '@ysy/contracts/directory/schemas';
import type { Db } from '../../db/database';
import { withCodeMatches } from './code-match';
import { companyPageIds } from './company-page';
import { keywordStats } from './gram-counts';
import { matchField } from './match-field';

interface SuggestRow {
  eid: string;
  name: string;
  status: CompanyStatus;
  legal_person: string;
  shareholders: { name: string }[];
  members: { name: string }[];
  products: string[];
}

const SUGGEST_COLUMNS =
  'c.eid, c.name, c.status, c.legal_person, c.shareholders, c.members, c.products';

/**
 * Suggestions while typing: the best few companies for the keyword, ranked as the search ranks
 * them (name before person before product), found the way a search finds its first page and
 * without counting the matches.
 */
export async function suggestCompanies(db: Db, keyword: string): Promise<Suggestion[]> {
  const filter = await withCodeMatches(db, { keyword });
  const ids = await companyPageIds(db, filter, 0, SUGGEST_LIMIT, await keywordStats(db, keyword));
  const rows =
    ids.length === 0
      ? []
      : await db.query<SuggestRow>(
          `SELECT ${SUGGEST_COLUMNS}
             FROM unnest($1::int[]) WITH ORDINALITY AS p(id, ord) JOIN companies c ON c.id = p.id
            ORDER BY p.ord`,
          [ids],
        );
  return rows.map((row) => {
    const match = matchField(keyword, row);
    // A match in the business scope alone cannot happen here (the scope is not indexed for
    // suggestions); a credit-code match has no field: both read as the company itself.
    const kind = match === undefined || match.field === 'scope' ? 'name' : match.field;
    return {
      eid: row.eid,
      name: row.name,
      kind,
      text: match && kind !== 'name' ? match.text : row.name,
      status: row.status,
    };
  });
}
