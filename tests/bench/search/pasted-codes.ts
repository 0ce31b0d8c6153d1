import { Client } from 'undici';
import { isRecord } from '@ysy/contracts/common/is-record';
import { companySearchPath, type SearchQuery } from '../proxy/queries';
import type { ExtraQueries } from '../proxy/search-latency';

/**
 * What visitors type besides words: codes pasted from invoices and licences (whole, or cut short)
 * and a city's name filtered to a province that holds none of its matches. The codes are the
 * register's own, read from search replies before the measurement (what the database holds
 * depends on the seed), so every whole code finds its company.
 */

/** A city's name and a province far from it: no company named after the city is there. */
const EMPTY_FILTERS: [keyword: string, province: string][] = [
  ['杭州', '广东省'],
  ['深圳', '浙江省'],
  ['北京', '广东省'],
  ['成都', '江苏省'],
  ['武汉', '北京市'],
  ['苏州', '四川省'],
];

interface Codes {
  credit: string[];
  /** Tax numbers of the old 15-character form (companies registered before the credit code). */
  old: string[];
}

/** Credit codes and old-form tax numbers of the companies on a few result pages. */
async function readCodes(baseUrl: string, want: number): Promise<Codes> {
  const client = new Client(baseUrl, { pipelining: 1 });
  const codes: Codes = { credit: [], old: [] };
  try {
    // The oldest companies first: they hold the old tax numbers.
    for (let page = 1; page <= 20 && codes.old.length < want; page++) {
      const query: SearchQuery = {
        kind: 'rare',
        keyword: '有限',
        page,
        filter: { sort: 'found_asc' },
      };
      const response = await client.request({ method: 'GET', path: companySearchPath(query) });
      const json: unknown = await response.body.json();
      const list =
        isRecord(json) && isRecord(json.data) && isRecord(json.data.customList)
          ? json.data.customList.entInfos
          : undefined;
      if (!Array.isArray(list)) throw new Error(`no result list in ${JSON.stringify(json)}`);
      for (const info of list) {
        if (!isRecord(info) || typeof info.credit_code !== 'string') continue;
        codes.credit.push(info.credit_code);
        if (typeof info.tax_id === 'string' && info.tax_id.length === 15)
          codes.old.push(info.tax_id);
      }
    }
  } finally {
    await client.close();
  }
  if (codes.credit.length < 2 * want || codes.old.length < want + 1)
    throw new Error(`too few codes in the register: ${JSON.stringify(codes)}`);
  return codes;
}

const one = (kind: SearchQuery['kind'], keyword: string): SearchQuery => ({
  kind,
  keyword,
  page: 1,
});

/** The pasted-code and empty-filter queries, `perKind` of each code kind, and their visitors before. */
export async function pastedCodeQueries(baseUrl: string, perKind = 6): Promise<ExtraQueries> {
  const { credit, old } = await readCodes(baseUrl, perKind);
  const whole = credit.slice(0, perKind);
  const cut = credit.slice(perKind, 2 * perKind);
  const lengths = [11, 13, 15];
  return {
    queries: [
      ...whole.map((code) => one('code', code)),
      ...old.slice(0, perKind).map((code) => one('reg-no', code)),
      ...cut.map((code, i) => one('code-prefix', code.slice(0, lengths[i % lengths.length]))),
      ...EMPTY_FILTERS.map(([keyword, province]): SearchQuery => ({
        kind: 'empty-filter',
        keyword,
        page: 1,
        filter: { province },
      })),
    ],
    // One of each shape outside the measured set, so the first pass is each query's first time.
    before: [
      one('code', credit[2 * perKind] ?? ''),
      one('reg-no', old[perKind] ?? ''),
      one('code-prefix', (credit[2 * perKind] ?? '').slice(0, 11)),
      { kind: 'empty-filter', keyword: '厦门', page: 1, filter: { province: '山西省' } },
    ],
  };
}
