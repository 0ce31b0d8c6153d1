import type { ChangeKind } from '@ysy/contracts/account/values';
import { formatCapital } from '../search/company-search';
import { personName, TRADE_NAME_CHARS } from './data/names';
import { addDays, dateBetween, SEED_TODAY } from './dates';
import type { Prng } from './prng';
import type { CompanyBatch, CompanyRow } from './rows';

/**
 * A realistic change history (变更记录) for a batch of generated companies: most companies have
 * one to three changes of their registration (address, scope, capital, legal representative,
 * a shareholder, rarely the name) or a new record (trademark, patent, copyright, annual report),
 * and a closed or moved company's latest change is its status. The latest change of a field ends
 * at the company's current value, so the history agrees with the profile.
 *
 * The draws come from a stream of their own, so the register a seed yields is the same with or
 * without the history.
 */

export interface CompanyChangeRow {
  company_id: number;
  kind: ChangeKind;
  before: string | null;
  after: string;
  changed_on: string;
  source: string;
  recorded_at: string;
}

/** A change as drawn, before it is dated. */
type Drawn = Omit<CompanyChangeRow, 'company_id' | 'changed_on' | 'recorded_at'> & {
  /** A record's own date (a trademark's registration); field changes are dated at random. */
  on?: string;
};

const REGISTRY = '国家企业信用信息公示系统';
const CHANGES_PER_COMPANY = [
  [0, 30],
  [1, 30],
  [2, 22],
  [3, 12],
  [4, 6],
] as const;

type FieldKind = Exclude<
  ChangeKind,
  'status' | 'trademark' | 'patent' | 'copyright' | 'annual_report'
>;
const FIELD_KIND_WEIGHTS: readonly (readonly [FieldKind, number])[] = [
  ['address', 20],
  ['business_scope', 20],
  ['shareholder', 16],
  ['reg_capital', 14],
  ['legal_person', 12],
  ['name', 4],
];

const RECORD_KINDS = ['trademark', 'patent', 'copyright', 'annual_report'] as const;

/** The first record of each kind per company in the batch: what "new record" changes name. */
interface Records {
  trademark: Map<number, Drawn>;
  patent: Map<number, Drawn>;
  copyright: Map<number, Drawn>;
  annual_report: Map<number, Drawn>;
}

function firstPerCompany<R extends { company_id: number }>(
  rows: readonly R[],
  draw: (row: R) => Drawn,
): Map<number, Drawn> {
  const map = new Map<number, Drawn>();
  for (const row of rows) if (!map.has(row.company_id)) map.set(row.company_id, draw(row));
  return map;
}

function recordsOf(batch: CompanyBatch): Records {
  const ip = '国家知识产权局';
  const copyright = firstPerCompany(batch.softwareCopyrights, (s) => ({
    kind: 'copyright',
    before: null,
    after: `${s.full_name} ${s.version}`,
    source: '中国版权保护中心',
    on: s.registered_on,
  }));
  for (const [id, w] of firstPerCompany(batch.worksCopyrights, (w) => ({
    kind: 'copyright',
    before: null,
    after: `${w.name}（${w.category}作品）`,
    source: '中国版权保护中心',
    on: w.registered_on,
  })))
    if (!copyright.has(id)) copyright.set(id, w);
  return {
    trademark: firstPerCompany(batch.trademarks, (t) => ({
      kind: 'trademark',
      before: null,
      after: `${t.name}（第 ${t.class_no} 类 ${t.class_name}）`,
      source: `${ip}商标局`,
      on: t.registered_on ?? t.applied_on,
    })),
    patent: firstPerCompany(batch.patents, (p) => ({
      kind: 'patent',
      before: null,
      after: `${p.title}（${p.kind}）`,
      source: ip,
      on: p.published_on,
    })),
    copyright,
    // Reports come oldest first; the latest is the one a watcher would have been told of.
    annual_report: new Map(
      batch.annualReports.map((r) => [
        r.company_id,
        {
          kind: 'annual_report',
          before: null,
          after: `${r.year} 年度报告`,
          source: REGISTRY,
          on: r.published_on,
        },
      ]),
    ),
  };
}

function otherTradeName(rng: Prng, current: string): string {
  for (;;) {
    const trade = rng.pick(TRADE_NAME_CHARS) + rng.pick(TRADE_NAME_CHARS);
    if (trade !== current) return trade;
  }
}

/** A change of one field of `c`, ending at its current value; undefined when it cannot apply. */
function fieldChange(rng: Prng, c: CompanyRow, kind: FieldKind): Drawn | undefined {
  const source = c.reg_authority;
  switch (kind) {
    case 'name': {
      if (!c.name.includes(c.trade_name)) return undefined;
      const before = c.name.replace(c.trade_name, otherTradeName(rng, c.trade_name));
      return { kind, before, after: c.name, source };
    }
    case 'legal_person': {
      let before = personName(rng);
      while (before === c.legal_person) before = personName(rng);
      return { kind, before, after: c.legal_person, source };
    }
    case 'reg_capital': {
      const before = Math.max(1, Math.round(c.reg_capital * rng.pick([0.1, 0.2, 0.3, 0.5])));
      if (before === c.reg_capital) return undefined;
      return { kind, before: formatCapital(before), after: formatCapital(c.reg_capital), source };
    }
    case 'address': {
      const before = c.address.replace(/\d+号/u, `${rng.int(1, 999)}号`);
      return before === c.address ? undefined : { kind, before, after: c.address, source };
    }
    case 'business_scope': {
      // The scope gained its last item: before it, the list ended one item earlier.
      const last = c.business_scope.lastIndexOf('；');
      const end = c.business_scope.indexOf('。（');
      if (last < 0 || end < last) return undefined;
      const before = c.business_scope.slice(0, last) + c.business_scope.slice(end);
      return { kind, before, after: c.business_scope, source };
    }
    case 'shareholder': {
      const holder = c.shareholders[c.shareholders.length - 1];
      if (!holder) return undefined;
      const share = `（持股 ${holder.ratio}%）`;
      return {
        kind,
        before: `${personName(rng)}${share}`,
        after: `${holder.name}${share}`,
        source,
      };
    }
  }
}

function drawChanges(rng: Prng, c: CompanyRow, records: Records): Drawn[] {
  const count = rng.weighted(CHANGES_PER_COMPANY);
  const drawn: Drawn[] = [];
  const used = new Set<ChangeKind>();
  for (let attempt = 0; drawn.length < count && attempt < count * 3; attempt++) {
    const record = rng.bool(0.3) ? rng.pick(RECORD_KINDS) : undefined;
    const change = record
      ? records[record].get(c.id)
      : fieldChange(rng, c, rng.weighted(FIELD_KIND_WEIGHTS));
    if (!change || used.has(change.kind)) continue;
    used.add(change.kind);
    drawn.push(change);
  }
  return drawn;
}

/** The change rows of every company in `batch`, each company's oldest first. */
export function changeHistory(rng: Prng, batch: CompanyBatch): CompanyChangeRow[] {
  const records = recordsOf(batch);
  const rows: CompanyChangeRow[] = [];
  for (const c of batch.companies) {
    const dated = drawChanges(rng, c, records).map((d) => ({
      d,
      on: d.on ?? dateBetween(rng, addDays(c.founded_on, 90), SEED_TODAY),
    }));
    dated.sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
    if (c.status !== '存续' && c.status !== '在业') {
      const last = dated[dated.length - 1]?.on ?? c.founded_on;
      const on = dateBetween(rng, last, SEED_TODAY);
      dated.push({
        d: { kind: 'status', before: '存续', after: c.status, source: c.reg_authority },
        on,
      });
    }
    for (const { d, on } of dated) {
      rows.push({
        company_id: c.id,
        kind: d.kind,
        before: d.before,
        after: d.after,
        changed_on: on,
        source: d.source,
        recorded_at: on,
      });
    }
  }
  return rows;
}
