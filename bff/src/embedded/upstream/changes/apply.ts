import type { ChangeKind } from '@ysy/contracts/account/values';
import { formatCapital } from '../search/company-search';
import type { Shareholder } from '../seed/rows';

/**
 * What a change does to a company's record, without the database: the fields it sets and the
 * before and after texts its change row shows (as the register prints them). The recorder
 * (recorder.ts) reads the company, applies this and writes both in one transaction.
 */

export const COMPANY_STATUSES = ['在业', '存续', '迁出', '注销', '吊销'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** A change to record. Record kinds (a new trademark …) carry the new record's title only. */
export type Change =
  | { kind: 'name' | 'legal_person' | 'address' | 'business_scope'; to: string }
  | { kind: 'status'; to: CompanyStatus }
  | { kind: 'reg_capital'; to: number }
  | { kind: 'shareholder'; from: string; to: string }
  | { kind: 'trademark' | 'patent' | 'copyright' | 'annual_report'; to: string };

/** The columns of a company a change reads or sets. */
export interface CompanyFields {
  name: string;
  legal_person: string;
  reg_capital: number;
  status: string;
  address: string;
  business_scope: string;
  shareholders: Shareholder[];
  members: { name: string; position: string }[];
  products: string[];
  reg_authority: string;
}

export interface Applied {
  kind: ChangeKind;
  before: string | null;
  after: string;
  /** The company as it is after the change (equal to the input for a new record). */
  company: CompanyFields;
}

/** Thrown for a change that does not apply (nothing changes, or an unknown shareholder). */
export class ChangeNotApplicable extends Error {
  override name = 'ChangeNotApplicable';
}

function holding(s: Shareholder): string {
  return `${s.name}（持股 ${s.ratio}%）`;
}

function unchanged(kind: ChangeKind): never {
  throw new ChangeNotApplicable(`${kind}: the new value equals the current one`);
}

export function applyChange(c: CompanyFields, change: Change): Applied {
  switch (change.kind) {
    case 'name':
    case 'address':
    case 'business_scope': {
      if (c[change.kind] === change.to) unchanged(change.kind);
      return {
        kind: change.kind,
        before: c[change.kind],
        after: change.to,
        company: { ...c, [change.kind]: change.to },
      };
    }
    case 'status': {
      if (c.status === change.to) unchanged(change.kind);
      return {
        kind: 'status',
        before: c.status,
        after: change.to,
        company: { ...c, status: change.to },
      };
    }
    case 'legal_person': {
      if (c.legal_person === change.to) unchanged(change.kind);
      // The representative's seat among the members passes to the new one.
      const members = c.members.map((m) =>
        m.name === c.legal_person ? { ...m, name: change.to } : m,
      );
      return {
        kind: 'legal_person',
        before: c.legal_person,
        after: change.to,
        company: { ...c, legal_person: change.to, members },
      };
    }
    case 'reg_capital': {
      if (c.reg_capital === change.to) unchanged(change.kind);
      return {
        kind: 'reg_capital',
        before: formatCapital(c.reg_capital),
        after: formatCapital(change.to),
        company: { ...c, reg_capital: change.to },
      };
    }
    case 'shareholder': {
      const old = c.shareholders.find((s) => s.name === change.from);
      if (!old) throw new ChangeNotApplicable(`shareholder ${change.from} not found`);
      if (change.from === change.to) unchanged(change.kind);
      const next = { ...old, name: change.to };
      return {
        kind: 'shareholder',
        before: holding(old),
        after: holding(next),
        company: { ...c, shareholders: c.shareholders.map((s) => (s === old ? next : s)) },
      };
    }
    default:
      return { kind: change.kind, before: null, after: change.to, company: c };
  }
}
