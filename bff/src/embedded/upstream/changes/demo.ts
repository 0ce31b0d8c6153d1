import type { Db } from '../../db/database';
import { personName, TRADE_NAME_CHARS } from '../seed/data/names';
import type { Prng } from '../seed/prng';
import { ChangeNotApplicable, type Change, type CompanyFields } from './apply';
import { recordChange, type ChangeRequest } from './recorder';

/**
 * Realistic changes "now", for demonstrating alerts (`npm run demo:changes`): a company moves,
 * changes its representative, raises its capital, widens its scope, replaces a shareholder,
 * renames itself, or files an annual report. Each goes through the change recorder.
 */

type DemoKind = Change['kind'];
const DEMO_KINDS: readonly (readonly [DemoKind, number])[] = [
  ['address', 20],
  ['legal_person', 15],
  ['reg_capital', 15],
  ['business_scope', 15],
  ['shareholder', 15],
  ['annual_report', 10],
  ['name', 5],
  ['status', 5],
];

const SCOPE_ADDITIONS = [
  '技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广',
  '数据处理和存储支持服务',
  '企业管理咨询',
  '市场营销策划',
  '会议及展览服务',
  '货物进出口',
  '供应链管理服务',
];

export interface DemoCompany extends CompanyFields {
  id: number;
  trade_name: string;
}

/** A change of `c` drawn by weight; ChangeNotApplicable when the draw does not fit `c`. */
export function drawDemoChange(rng: Prng, c: DemoCompany, year: number): Change {
  const kind = rng.weighted(DEMO_KINDS);
  switch (kind) {
    case 'address':
      return { kind, to: c.address.replace(/\d+号/u, `${rng.int(1, 999)}号`) };
    case 'legal_person':
      return { kind, to: personName(rng) };
    case 'reg_capital':
      return { kind, to: Math.round(c.reg_capital * rng.pick([1.5, 2, 3]) + 10) };
    case 'business_scope': {
      const phrase = rng.pick(SCOPE_ADDITIONS);
      if (c.business_scope.includes(phrase)) throw new ChangeNotApplicable('scope has it');
      return { kind, to: c.business_scope.replace('。（', `；${phrase}。（`) };
    }
    case 'shareholder': {
      const holder = c.shareholders[c.shareholders.length - 1];
      if (!holder) throw new ChangeNotApplicable('no shareholder');
      return { kind, from: holder.name, to: personName(rng) };
    }
    case 'name': {
      const trade = rng.pick(TRADE_NAME_CHARS) + rng.pick(TRADE_NAME_CHARS);
      return { kind, to: c.name.replace(c.trade_name, trade) };
    }
    case 'status':
      return { kind, to: c.status === '存续' ? '在业' : '存续' };
    default:
      return { kind: 'annual_report', to: `${year} 年度报告` };
  }
}

const DEMO_COLUMNS = `id, trade_name, name, legal_person, reg_capital, status, address,
  business_scope, shareholders, members, products, reg_authority`;

async function randomCompany(db: Db, rng: Prng, maxId: number): Promise<DemoCompany | undefined> {
  const [row] = await db.query<DemoCompany>(
    `SELECT ${DEMO_COLUMNS} FROM companies WHERE id >= $1 ORDER BY id LIMIT 1`,
    [rng.int(1, maxId)],
  );
  return row;
}

async function companyByEid(db: Db, eid: string): Promise<DemoCompany | undefined> {
  const [row] = await db.query<DemoCompany>(
    `SELECT ${DEMO_COLUMNS} FROM companies WHERE eid = $1`,
    [eid],
  );
  return row;
}

/** A company named to `applyDemoChanges` that the register does not have. */
export class DemoCompanyNotFound extends Error {
  constructor(eid: string) {
    super(`没有企业 ${eid}`);
    this.name = 'DemoCompanyNotFound';
  }
}

export interface AppliedDemoChange {
  company: string;
  kind: DemoKind;
  before: string | null;
  after: string;
}

/**
 * Applies `count` changes now, each through the recorder: to random companies, or all to the one
 * company `eid` names (a test watching one company makes its change happen).
 */
export async function applyDemoChanges(
  db: Db,
  count: number,
  rng: Prng,
  now: Date,
  opts: { eid?: string | undefined } = {},
): Promise<AppliedDemoChange[]> {
  const { eid } = opts;
  const [max] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM companies');
  if (!max?.id) throw new Error('the register is empty: start the server or run the seed first');
  if (eid !== undefined && !(await companyByEid(db, eid))) throw new DemoCompanyNotFound(eid);
  const today = now.toISOString().slice(0, 10);
  const applied: AppliedDemoChange[] = [];
  for (let attempts = 0; applied.length < count && attempts < count * 10; attempts++) {
    // Read afresh each time: the company's row is what the previous change left.
    const company =
      eid === undefined ? await randomCompany(db, rng, max.id) : await companyByEid(db, eid);
    if (!company) continue;
    try {
      const change = drawDemoChange(rng, company, now.getUTCFullYear() - 1);
      const request: ChangeRequest = {
        companyId: company.id,
        change,
        changedOn: today,
        ...(change.kind === 'annual_report' ? { source: '国家企业信用信息公示系统' } : {}),
      };
      const row = await recordChange(db, request, now);
      applied.push({ company: company.name, kind: row.kind, before: row.before, after: row.after });
    } catch (error) {
      if (!(error instanceof ChangeNotApplicable)) throw error;
    }
  }
  return applied;
}
