import type { CompanyStatus } from '@ysy/contracts/company/schemas';
import { SUGGEST_LIMIT, type Suggestion } from '@ysy/contracts/directory/schemas';
import type { Db } from '../../db/database';
import { companyMatch, keepRanking, SqlParams } from './company-search';
import { matchField } from './match-field';
import { rankedKey, readRanked } from './ranked-results';

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

async function rankedSuggestions(db: Db, keyword: string): Promise<SuggestRow[]> {
  const params = new SqlParams();
  const { where, rank } = companyMatch({ keyword }, params);
  const order = rank();
  const limit = params.add(SUGGEST_LIMIT);
  return db.query<SuggestRow>(
    `WITH p AS (
       SELECT s.company_id AS id, ${order} AS rank, length(s.name) AS len
         FROM company_search s WHERE ${where}
        ORDER BY rank, len, id LIMIT ${limit}
     )
     SELECT ${SUGGEST_COLUMNS}
       FROM p JOIN companies c ON c.id = p.id
      ORDER BY p.rank, p.len, p.id`,
    params.values,
  );
}

/**
 * Suggestions while typing: the best few companies for the keyword, ranked as the search ranks
 * them (name before person before product), without counting the matches.
 */
export async function suggestCompanies(db: Db, keyword: string): Promise<Suggestion[]> {
  // A kept ranking of the plain search (same order) answers without ranking every match again.
  const key = rankedKey({ keyword });
  let kept = await readRanked(db, key, 0, SUGGEST_LIMIT);
  // A fragment with many matches (one or two characters) is typed again and again: rank it
  // whole once and keep it, as the search does.
  if (!kept && (await keepRanking(db, { keyword }))) {
    kept = await readRanked(db, key, 0, SUGGEST_LIMIT);
  }
  const rows = kept
    ? await db.query<SuggestRow>(
        `SELECT ${SUGGEST_COLUMNS}
           FROM unnest($1::int[]) WITH ORDINALITY AS p(id, ord) JOIN companies c ON c.id = p.id
          ORDER BY p.ord`,
        [kept.ids],
      )
    : await rankedSuggestions(db, keyword);
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
