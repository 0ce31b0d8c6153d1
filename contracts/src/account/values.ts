/**
 * The accounts area's fixed values: the kinds of a company's change, the limits of a VIP level,
 * and the reply code of a write over a limit. Shared by the server and the pages.
 */

/** What a change of the register changed (the `kind` of company_changes). */
export const CHANGE_KINDS = [
  'name',
  'status',
  'legal_person',
  'reg_capital',
  'address',
  'business_scope',
  'shareholder',
  'trademark',
  'patent',
  'copyright',
  'annual_report',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** How 变更记录 and 动态提醒 name each kind. */
export const CHANGE_KIND_NAMES: Record<ChangeKind, string> = {
  name: '企业名称变更',
  status: '登记状态变更',
  legal_person: '法定代表人变更',
  reg_capital: '注册资本变更',
  address: '注册地址变更',
  business_scope: '经营范围变更',
  shareholder: '股东及出资变更',
  trademark: '新增商标',
  patent: '新增专利',
  copyright: '新增著作权',
  annual_report: '新增年度报告',
};

/** The limits of a VIP level, named as the columns of vip_entitlements. */
export const LIMIT_KINDS = [
  'watched_companies',
  'export_rows_per_file',
  'export_rows_per_day',
  'search_history_length',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The reply code of a write that would pass the user's limit (nothing was stored). */
export const LIMIT_REACHED_CODE = 4030;
