import type { CompanySort, CompanyStatus } from '@ysy/contracts/company/schemas';

/** A company search: its keyword, the list's filters and sort. */
export interface CompanyFilter {
  keyword: string;
  province?: string;
  /** Registered capital band in 万元: min ≤ capital < max (no max: open-ended). */
  capital?: { min: number; max: number | null };
  status?: CompanyStatus;
  /** Founding years, inclusive. */
  yearFrom?: number;
  yearTo?: number;
  sort?: CompanySort;
  /**
   * The companies the keyword matches by credit code or tax number, once looked up
   * (withCodeMatches); unset: matched by the code itself.
   */
  codeIds?: readonly number[];
}

/** Collects positional parameters while SQL is assembled. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
