import { buildCreditCode, CREDIT_CODE_ALPHABET } from './credit-code';
import { INDUSTRIES, TRADEMARK_CLASSES, type Industry } from './data/industries';
import { BRAND_TRADE_NAMES, personName, TRADE_NAME_CHARS } from './data/names';
import { CITIES, type City } from './data/regions';
import type { Prng } from './prng';
import { gramsOf, searchText } from '../search/grams';
import { PALETTE } from '../palette';

/**
 * Generates companies and everything registered to them (annual reports, trademarks, patents,
 * copyrights, brands, logos). Rows match the tables of migration 001 column for column.
 * Everything is derived from one Prng stream, so a seed always yields the same register.
 */

/** "Today" of the generated register: dates never pass it, so the data does not age. */
export const SEED_TODAY = '2025-06-30';
const TODAY_MS = Date.parse(`${SEED_TODAY}T00:00:00Z`);
const DAY_MS = 86_400_000;

export interface Shareholder {
  name: string;
  ratio: number;
  amount: number;
}

export interface CompanyRow {
  id: number;
  eid: string;
  name: string;
  trade_name: string;
  legal_person: string;
  credit_code: string;
  org_code: string;
  tax_id: string;
  reg_no: string;
  company_type: string;
  reg_capital: number;
  paid_capital: number | null;
  currency: string;
  founded_on: string;
  approved_on: string;
  term_end: string | null;
  status: string;
  province: string;
  city: string;
  district: string;
  region_code: string;
  address: string;
  industry: string;
  business_scope: string;
  products: string[];
  reg_authority: string;
  tax_authority: string;
  taxpayer_type: string;
  bank: string;
  bank_account: string;
  phone: string;
  email: string;
  website: string;
  employees: number;
  shareholders: Shareholder[];
  members: { name: string; position: string }[];
}

/** The company's row of `company_search` (see migration 001). */
export interface CompanySearchRow {
  company_id: number;
  name: string;
  persons: string;
  products: string;
  province: string;
  reg_capital: number;
  status: string;
  founded_on: string;
  grams: string[];
}

export interface AnnualReportRow {
  company_id: number;
  year: number;
  published_on: string;
  status: string;
  address: string;
  phone: string;
  email: string;
  employees: number;
  total_assets: number;
  revenue: number;
  net_profit: number;
  tax_paid: number;
}

export interface TrademarkRow {
  id: number;
  company_id: number;
  reg_no: string;
  name: string;
  class_no: number;
  class_name: string;
  status: string;
  applied_on: string;
  registered_on: string | null;
  expires_on: string | null;
  agency: string;
  goods: string[];
  image: string;
  grams: string[];
}

export interface PatentRow {
  id: number;
  company_id: number;
  app_no: string;
  pub_no: string;
  title: string;
  kind: '发明专利' | '实用新型' | '外观设计';
  status: string;
  applied_on: string;
  published_on: string;
  inventors: string[];
  ipc: string;
  abstract: string;
  agency: string;
  grams: string[];
}

export interface SoftwareCopyrightRow {
  id: number;
  company_id: number;
  reg_no: string;
  full_name: string;
  short_name: string;
  version: string;
  category: string;
  finished_on: string;
  published_on: string;
  registered_on: string;
  grams: string[];
}

export interface WorksCopyrightRow {
  id: number;
  company_id: number;
  reg_no: string;
  name: string;
  category: WorkCategory;
  author: string;
  finished_on: string;
  published_on: string;
  registered_on: string;
  grams: string[];
}

export interface BrandRow {
  id: number;
  company_id: number;
  name: string;
  industry: string;
  intro: string;
  founded_year: number;
  logo: string;
  grams: string[];
}

export interface EnterpriseLogoRow {
  id: number;
  company_id: number;
  logo: string;
  color: string;
}

export interface CompanyBatch {
  companies: CompanyRow[];
  companySearch: CompanySearchRow[];
  annualReports: AnnualReportRow[];
  trademarks: TrademarkRow[];
  patents: PatentRow[];
  softwareCopyrights: SoftwareCopyrightRow[];
  worksCopyrights: WorksCopyrightRow[];
  brands: BrandRow[];
  enterpriseLogos: EnterpriseLogoRow[];
}

type WorkCategory = '文字' | '美术' | '摄影' | '音乐' | '影视' | '图形' | '建筑' | '其他';

// ---------------------------------------------------------------------------------- helpers

// Dates are handled as day numbers since 1970-01-01; formatting them through Date for every
// row dominated the generator's time, so the ISO texts of the years used are computed once.
const FIRST_DAY = Date.parse('1990-01-01T00:00:00Z') / DAY_MS;
const TODAY_DAY = TODAY_MS / DAY_MS;
const ISO_DAYS: readonly string[] = Array.from({ length: TODAY_DAY - FIRST_DAY + 1 }, (_, i) =>
  new Date((FIRST_DAY + i) * DAY_MS).toISOString().slice(0, 10),
);
const DAY_OF_ISO = new Map(ISO_DAYS.map((iso, i) => [iso, FIRST_DAY + i]));

function isoDay(day: number): string {
  return ISO_DAYS[Math.min(day, TODAY_DAY) - FIRST_DAY] ?? SEED_TODAY;
}
function dayOf(date: string): number {
  return DAY_OF_ISO.get(date) ?? Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}
/** A date between `from` and `to` (inclusive, ISO dates), never after SEED_TODAY. */
function dateBetween(rng: Prng, from: string, to: string): string {
  const a = dayOf(from);
  const b = Math.min(dayOf(to), TODAY_DAY);
  if (b <= a) return isoDay(a);
  return isoDay(a + Math.floor(rng.next() * (b - a + 1)));
}
function addDays(date: string, days: number): string {
  return isoDay(dayOf(date) + days);
}
function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
/** The same day `years` later (29 February becomes 28 February in a common year). */
function anniversary(date: string, years: number): string {
  const monthDay = date.slice(4) === '-02-29' ? '-02-28' : date.slice(4);
  return `${yearOf(date) + years}${monthDay}`;
}
function digits(rng: Prng, length: number): string {
  return rng.chars('0123456789', length);
}
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

const PROVINCE_SHORT: Readonly<Record<string, string>> = {
  广西壮族自治区: '广西',
  内蒙古自治区: '内蒙古',
  新疆维吾尔自治区: '新疆',
  宁夏回族自治区: '宁夏',
  西藏自治区: '西藏',
  黑龙江省: '黑龙江',
};
function provinceShort(province: string): string {
  return PROVINCE_SHORT[province] ?? province.replace(/[省市]$/u, '');
}

const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '招商银行',
  '交通银行',
  '平安银行',
  '兴业银行',
  '中信银行',
  '浦发银行',
] as const;

const AGENCIES = [
  '北京集佳知识产权代理有限公司',
  '广州三环专利商标代理有限公司',
  '深圳市顺天达专利商标代理有限公司',
  '上海专利商标事务所有限公司',
  '杭州求是专利事务所有限公司',
  '成都九鼎天元知识产权代理有限公司',
  '易商云知识产权代理有限公司',
] as const;

const IPC_BY_INDUSTRY: Readonly<Record<string, readonly string[]>> = {
  it: ['G06F 16/27', 'G06N 3/08', 'H04L 9/32', 'G06Q 10/06', 'H04L 67/12'],
  bio: ['A61K 36/00', 'C12N 5/07', 'G01N 33/569', 'A61M 5/14'],
  machinery: ['B23Q 11/10', 'B25J 15/08', 'B65G 47/90', 'G01R 31/28', 'B29C 45/34'],
  energy: ['H02S 40/10', 'H01M 10/613', 'C02F 3/20', 'B60L 53/30'],
  build: ['E04G 25/04', 'E04B 2/00', 'E04D 15/04'],
  agri: ['A01G 9/24', 'A01G 25/16', 'A23N 12/02'],
};

const MALE_OR_ANY_POSITIONS = ['执行董事兼总经理', '执行董事', '董事长', '总经理'] as const;

/** Capital bands the generator draws from (万元), weighted like the real register. */
const CAPITAL_WEIGHTS: readonly (readonly [number, number])[] = [
  [3, 2],
  [10, 6],
  [30, 5],
  [50, 10],
  [100, 24],
  [200, 9],
  [300, 7],
  [500, 14],
  [800, 2],
  [1000, 12],
  [2000, 4],
  [3000, 3],
  [5000, 3],
  [10000, 2],
];

const STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  ['存续', 72],
  ['在业', 12],
  ['注销', 8],
  ['吊销', 5],
  ['迁出', 3],
];

const WORK_CATEGORY_WEIGHTS: readonly (readonly [WorkCategory, number])[] = [
  ['美术', 55],
  ['文字', 15],
  ['摄影', 10],
  ['图形', 7],
  ['影视', 6],
  ['音乐', 3],
  ['建筑', 2],
  ['其他', 2],
];
const WORK_REG_LETTER: Readonly<Record<WorkCategory, string>> = {
  文字: 'A',
  音乐: 'B',
  美术: 'F',
  摄影: 'G',
  建筑: 'H',
  影视: 'I',
  图形: 'J',
  其他: 'L',
};

const TRADEMARK_STATUS: readonly (readonly [string, number])[] = [
  ['商标已注册', 70],
  ['注册申请中', 12],
  ['初审公告', 8],
  ['驳回复审中', 4],
  ['商标无效', 6],
];

/**
 * Chinese patent application number: year, kind digit, 7-digit serial, then a check digit over
 * the 12 digits (weights 2–9 cycling, sum mod 11, 10 → X).
 */
export function patentAppNumber(year: number, kindDigit: number, serial: number): string {
  const body = `${year}${kindDigit}${String(serial).padStart(7, '0')}`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body.charAt(i)) * (weights[i] ?? 0);
  const check = sum % 11;
  return `CN${body}.${check === 10 ? 'X' : String(check)}`;
}

// -------------------------------------------------------------------------------- generator

export interface GeneratorState {
  /** Names already used: the register has one company per name. */
  names: Set<string>;
  /**
   * Credit codes already issued: the register has one company per code. Random organisation
   * codes collide within a district from about a million companies on (birthday bound).
   */
  creditCodes: Set<string>;
  /** Recent names, for company shareholders (法人股东). */
  recent: string[];
  nextIds: {
    company: number;
    trademark: number;
    patent: number;
    software: number;
    works: number;
    brand: number;
    logo: number;
  };
}

export function newGeneratorState(): GeneratorState {
  return {
    names: new Set(),
    creditCodes: new Set(),
    recent: [],
    nextIds: { company: 1, trademark: 1, patent: 1, software: 1, works: 1, brand: 1, logo: 1 },
  };
}

const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);
const INDUSTRY_WEIGHTS = INDUSTRIES.map((i) => [i, i.weight] as const);

function tradeName(rng: Prng): string {
  if (rng.bool(0.08)) return rng.pick(BRAND_TRADE_NAMES);
  const a = rng.pick(TRADE_NAME_CHARS);
  let b = rng.pick(TRADE_NAME_CHARS);
  while (b === a) b = rng.pick(TRADE_NAME_CHARS);
  return a + b;
}

function companyName(
  rng: Prng,
  state: GeneratorState,
  city: City,
  industry: Industry,
  joinStock: boolean,
): { name: string; trade: string } {
  const form = joinStock ? '股份有限公司' : '有限公司';
  for (let attempt = 0; ; attempt++) {
    let trade = tradeName(rng);
    // After a few collisions take a three-character trade name, as late registrants must.
    if (attempt > 6) trade += rng.pick(TRADE_NAME_CHARS);
    const word = rng.pick(industry.words);
    const shape = rng.next();
    let name: string;
    if (joinStock) name = `${provinceShort(city.province)}${trade}${word}${form}`;
    else if (shape < 0.62) name = `${city.city}${trade}${word}${form}`;
    else if (shape < 0.8) name = `${city.short}${trade}${word}${form}`;
    else name = `${trade}（${city.short}）${word}${form}`;
    if (!state.names.has(name)) {
      state.names.add(name);
      return { name, trade };
    }
  }
}

function shareholdersOf(
  rng: Prng,
  legal: string,
  capital: number,
  state: GeneratorState,
): Shareholder[] {
  const count = rng.weighted([
    [1, 30],
    [2, 40],
    [3, 18],
    [4, 8],
    [5, 4],
  ] as const);
  const names = [legal];
  while (names.length < count) {
    // One in eight companies has another company among its shareholders.
    const candidate =
      state.recent.length > 0 && names.length === count - 1 && rng.bool(0.12)
        ? rng.pick(state.recent)
        : personName(rng);
    if (!names.includes(candidate)) names.push(candidate);
  }
  // Shares: the legal person usually holds the most.
  const raw = names.map((_, i) => (i === 0 ? 2 + rng.next() * 3 : 0.5 + rng.next()));
  const total = raw.reduce((a, b) => a + b, 0);
  const ratios = raw.map((r) => Math.round((r / total) * 1000) / 10);
  const drift = round2(100 - ratios.reduce((a, b) => a + b, 0));
  ratios[0] = round2((ratios[0] ?? 0) + drift);
  return names.map((name, i) => ({
    name,
    ratio: ratios[i] ?? 0,
    amount: round2((capital * (ratios[i] ?? 0)) / 100),
  }));
}

function businessScope(rng: Prng, industry: Industry): string {
  const phrases = rng.sample(industry.scope, rng.int(4, Math.min(7, industry.scope.length)));
  return `一般项目：${phrases.join('；')}。（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）`;
}

function mobile(rng: Prng): string {
  return `1${rng.pick(['3', '5', '7', '8', '9'])}${digits(rng, 9)}`;
}

function email(rng: Prng): string {
  if (rng.bool(0.5)) return `${rng.int(10_000_000, 3_999_999_999)}@qq.com`;
  const user = rng.chars('abcdefghijklmnopqrstuvwxyz', rng.int(4, 8)) + digits(rng, rng.int(0, 3));
  return `${user}@${rng.pick(['163.com', '126.com', 'sina.com', 'foxmail.com'])}`;
}

/** Generates `count` companies with all their records, continuing from `state`. */
export function generateCompanies(rng: Prng, state: GeneratorState, count: number): CompanyBatch {
  const batch: CompanyBatch = {
    companies: [],
    companySearch: [],
    annualReports: [],
    trademarks: [],
    patents: [],
    softwareCopyrights: [],
    worksCopyrights: [],
    brands: [],
    enterpriseLogos: [],
  };
  for (let n = 0; n < count; n++) generateOne(rng, state, batch);
  return batch;
}

function generateOne(rng: Prng, state: GeneratorState, batch: CompanyBatch): void {
  const ids = state.nextIds;
  const id = ids.company++;
  const city = rng.weighted(CITY_WEIGHTS);
  const district = rng.pick(city.districts);
  const industry = rng.weighted(INDUSTRY_WEIGHTS);
  const joinStock = rng.bool(0.04);
  const { name, trade } = companyName(rng, state, city, industry, joinStock);

  // Founding dates favour recent years, as registrations have grown every year.
  const foundedYear = 2024 - Math.floor(27 * rng.next() ** 1.7);
  const founded = dateBetween(rng, `${foundedYear}-01-01`, `${foundedYear}-12-31`);
  const approved = rng.bool(0.6) ? dateBetween(rng, founded, SEED_TODAY) : founded;
  const status = rng.weighted(STATUS_WEIGHTS);
  const closed = status === '注销' || status === '吊销';

  const legal = personName(rng);
  let capital = rng.weighted(CAPITAL_WEIGHTS);
  if (joinStock && capital < 500) capital = 1000;
  const shareholders = shareholdersOf(rng, legal, capital, state);
  const supervisor = personName(rng);
  const members = [
    { name: legal, position: rng.pick(MALE_OR_ANY_POSITIONS) },
    { name: supervisor, position: '监事' },
  ];
  if (rng.bool(0.4)) members.push({ name: personName(rng), position: '财务负责人' });

  // Credit codes since the 2015 reform carry a new-style organisation code (MA…); older
  // companies kept their 8-digit one and their 15-digit registration and tax numbers.
  const modern = founded >= '2015-10-01';
  let code: { creditCode: string; orgCode: string };
  do {
    const orgBody = modern ? `MA${rng.chars(CREDIT_CODE_ALPHABET, 6)}` : digits(rng, 8);
    code = buildCreditCode({ regionCode: district.code, orgBody });
  } while (state.creditCodes.has(code.creditCode));
  state.creditCodes.add(code.creditCode);
  const { creditCode, orgCode } = code;
  const regNo = modern ? creditCode : `${district.code}${digits(rng, 9)}`;
  const taxId = modern || rng.bool(0.7) ? creditCode : `${district.code}${orgCode}`;

  const products = rng.sample(industry.products, rng.int(2, 4));
  const employees = Math.max(
    1,
    Math.round((capital / 40) * (0.3 + rng.next() * 2) + rng.int(0, 12)),
  );
  const building = rng.pick(['大厦', '科技园', '广场', '中心', '产业园']);
  const address = `${city.province === city.city ? '' : city.province}${city.city}${district.name}${rng.pick(
    city.streets,
  )}${rng.int(1, 999)}号${trade}${building}${rng.int(1, 30)}层${rng.int(1, 30).toString().padStart(2, '0')}室`;
  const phone = mobile(rng);
  const mail = email(rng);
  const personNames = [
    ...new Set([...shareholders.map((s) => s.name), ...members.map((m) => m.name)]),
  ].filter((p) => !p.endsWith('公司'));

  const company: CompanyRow = {
    id,
    eid: rng.hex(32),
    name,
    trade_name: trade,
    legal_person: legal,
    credit_code: creditCode,
    org_code: orgCode,
    tax_id: taxId,
    reg_no: regNo,
    company_type: joinStock
      ? '股份有限公司（非上市、自然人投资或控股）'
      : shareholders.length === 1
        ? '有限责任公司（自然人独资）'
        : '有限责任公司（自然人投资或控股）',
    reg_capital: capital,
    paid_capital: rng.bool(0.3) ? round2(capital * rng.pick([0.1, 0.2, 0.5, 1])) : null,
    currency: '人民币',
    founded_on: founded,
    approved_on: approved,
    term_end: rng.bool(0.6) ? null : anniversary(founded, rng.pick([20, 30, 50])),
    status,
    province: city.province,
    city: city.city,
    district: district.name,
    region_code: district.code,
    address,
    industry: industry.sector,
    business_scope: businessScope(rng, industry),
    products,
    reg_authority: `${city.city}市场监督管理局`,
    tax_authority: `国家税务总局${city.city}${district.name.endsWith('区') ? district.name : ''}税务局`,
    taxpayer_type: capital >= 500 || rng.bool(0.25) ? '一般纳税人' : '小规模纳税人',
    bank: `${rng.pick(BANKS)}${city.short}${district.name.replace(/[区县镇]$|街道$/u, '')}支行`,
    bank_account: digits(rng, rng.pick([16, 17, 19])),
    phone,
    email: mail,
    website: rng.bool(0.3)
      ? `www.${rng.chars('abcdefghijklmnopqrstuvwxyz', rng.int(5, 9))}.com`
      : '',
    employees,
    shareholders,
    members,
  };
  batch.companies.push(company);
  batch.companySearch.push({
    company_id: id,
    name: name.toLowerCase(),
    persons: searchText(personNames),
    products: searchText(products),
    province: city.province,
    reg_capital: capital,
    status,
    founded_on: founded,
    grams: gramsOf(name, ...personNames, ...products),
  });
  state.recent.push(name);
  if (state.recent.length > 500) state.recent.shift();

  // ---- annual reports: one per year from the year after founding, filed in the first half
  // of the next year; a closed company stops filing.
  const lastYear = closed ? Math.min(2024, yearOf(approved) - 1) : 2024;
  for (let year = Math.max(foundedYear + 1, 2020); year <= lastYear; year++) {
    const scale = capital * (0.6 + rng.next() * 2.5);
    const revenue = round2(scale * (0.5 + rng.next() * 3));
    const profit = round2(revenue * (rng.next() * 0.25 - 0.06));
    batch.annualReports.push({
      company_id: id,
      year,
      published_on: dateBetween(rng, `${year + 1}-01-01`, `${year + 1}-06-30`),
      status: '已公示',
      address,
      phone,
      email: mail,
      employees: Math.max(1, Math.round(employees * (0.7 + rng.next() * 0.6))),
      total_assets: round2(scale),
      revenue,
      net_profit: profit,
      tax_paid: round2(Math.max(0, revenue * (0.01 + rng.next() * 0.05))),
    });
  }

  // ---- trademarks
  const tmRate = ['trade', 'food', 'media', 'edu', 'bio'].includes(industry.key) ? 0.45 : 0.25;
  if (rng.bool(tmRate)) {
    const n = rng.int(1, 4);
    for (let i = 0; i < n; i++) {
      const tmId = ids.trademark++;
      const classNo = rng.pick(industry.trademarkClasses);
      const tmStatus = rng.weighted(TRADEMARK_STATUS);
      const applied = dateBetween(rng, addDays(founded, 30), SEED_TODAY);
      const registered =
        tmStatus === '商标已注册' || tmStatus === '商标无效'
          ? addDays(applied, rng.int(240, 420))
          : null;
      const tmName = rng.pick([
        trade,
        trade,
        `${trade}${rng.pick(['优选', '智造', '之家', '生活', '云'])}`,
      ]);
      batch.trademarks.push({
        id: tmId,
        company_id: id,
        reg_no: String(10_000_000 + tmId * 7 + rng.int(0, 6)),
        name: tmName,
        class_no: classNo,
        class_name: TRADEMARK_CLASSES[classNo] ?? '其他',
        status: tmStatus,
        applied_on: applied,
        registered_on: registered,
        expires_on: registered ? anniversary(registered, 10) : null,
        agency: rng.pick(AGENCIES),
        goods: rng.sample(products, 2),
        image: `/uploads/trademarks/${tmId}.svg`,
        grams: gramsOf(tmName),
      });
    }
  }

  // ---- patents
  if (rng.bool(industry.patentRate)) {
    const n = rng.int(1, 6);
    for (let i = 0; i < n; i++) {
      const pId = ids.patent++;
      const kind = rng.weighted([
        ['发明专利', 3],
        ['实用新型', 5],
        ['外观设计', 2],
      ] as const);
      const kindDigit = kind === '发明专利' ? 1 : kind === '实用新型' ? 2 : 3;
      const applied = dateBetween(rng, addDays(founded, 60), SEED_TODAY);
      const appYear = yearOf(applied);
      const title =
        kind === '外观设计'
          ? `${rng.pick(products)}${rng.pick(['', '（一）', '（A型）', '包装盒'])}`
          : `一种${rng.pick(industry.patentSubjects)}`;
      const published = addDays(
        applied,
        kind === '发明专利' ? rng.int(180, 540) : rng.int(90, 240),
      );
      const pStatus =
        kind === '发明专利'
          ? rng.weighted([
              ['授权', 45],
              ['实质审查', 30],
              ['公开', 15],
              ['驳回', 10],
            ] as const)
          : rng.weighted([
              ['授权', 85],
              ['专利权终止', 15],
            ] as const);
      const subject = title.replace(/^一种/u, '');
      const lead =
        kind === '发明专利' ? '本发明' : kind === '实用新型' ? '本实用新型' : '本外观设计';
      batch.patents.push({
        id: pId,
        company_id: id,
        app_no: patentAppNumber(appYear, kindDigit, 100_000 + pId),
        pub_no: `CN${kindDigit}${String(10_000_000 + pId * 3).padStart(8, '0')}${
          kind === '发明专利' ? (pStatus === '授权' ? 'B' : 'A') : kind === '实用新型' ? 'U' : 'S'
        }`,
        title,
        kind,
        status: pStatus,
        applied_on: applied,
        published_on: published,
        inventors: [
          ...new Set([legal, ...Array.from({ length: rng.int(0, 3) }, () => personName(rng))]),
        ],
        ipc:
          kind === '外观设计'
            ? `${rng.int(1, 32)}-0${rng.int(1, 9)}`
            : rng.pick(IPC_BY_INDUSTRY[industry.key] ?? ['G06Q 50/00']),
        abstract:
          kind === '外观设计'
            ? `${lead}产品的名称：${title}。${lead}产品的用途：用于${industry.words[0] ?? ''}领域。设计要点：在于形状与图案的结合。最能表明设计要点的图片或照片：立体图。`
            : `${lead}公开了${title}，涉及${industry.sector}技术领域。${subject}结构合理、运行稳定，解决了现有技术中效率低、成本高的问题，便于推广应用。`,
        agency: rng.pick(AGENCIES),
        grams: gramsOf(title),
      });
    }
  }

  // ---- software copyrights
  if (rng.bool(industry.softwareRate)) {
    const n = rng.int(1, 5);
    for (let i = 0; i < n; i++) {
      const sId = ids.software++;
      const subject = rng.pick(industry.software);
      const suffix = rng.pick(['系统', '软件', '平台', '管理系统']);
      const fullName = `${trade}${subject}${suffix.startsWith('管理') && subject.endsWith('管理') ? '系统' : suffix}`;
      const shortName = `${subject}${suffix.startsWith('管理') ? '系统' : suffix}`;
      const finished = dateBetween(rng, addDays(founded, 30), SEED_TODAY);
      const published = addDays(finished, rng.int(0, 60));
      const registered = addDays(published, rng.int(30, 120));
      batch.softwareCopyrights.push({
        id: sId,
        company_id: id,
        reg_no: `${yearOf(registered)}SR${String(100_000 + sId).padStart(7, '0')}`,
        full_name: fullName,
        short_name: shortName,
        version: `V${rng.int(1, 3)}.${rng.int(0, 9)}`,
        category: rng.weighted([
          ['应用软件', 85],
          ['嵌入式软件', 10],
          ['中间件', 5],
        ] as const),
        finished_on: finished,
        published_on: published,
        registered_on: registered,
        grams: gramsOf(fullName, shortName),
      });
    }
  }

  // ---- works copyrights
  if (rng.bool(0.1)) {
    const n = rng.int(1, 3);
    for (let i = 0; i < n; i++) {
      const wId = ids.works++;
      const category = rng.weighted(WORK_CATEGORY_WEIGHTS);
      const workName =
        category === '美术'
          ? `${trade}${rng.pick(['标志', '吉祥物', '卡通形象', 'LOGO设计'])}`
          : category === '文字'
            ? `${rng.pick(products)}${rng.pick(['使用手册', '服务指南', '白皮书'])}`
            : category === '摄影'
              ? `${city.short}${rng.pick(['城市风光', '人文纪实', '产品'])}系列摄影作品`
              : category === '影视'
                ? `${trade}品牌宣传片`
                : category === '音乐'
                  ? `${trade}之歌`
                  : category === '图形'
                    ? `${rng.pick(products)}结构示意图`
                    : category === '建筑'
                      ? `${trade}${building}建筑设计`
                      : `${trade}文创作品`;
      const finished = dateBetween(rng, founded, SEED_TODAY);
      const published = addDays(finished, rng.int(0, 90));
      const registered = addDays(published, rng.int(20, 90));
      const author = rng.bool(0.6) ? name : legal;
      batch.worksCopyrights.push({
        id: wId,
        company_id: id,
        reg_no: `国作登字-${yearOf(registered)}-${WORK_REG_LETTER[category]}-${String(wId).padStart(8, '0')}`,
        name: workName,
        category,
        author,
        finished_on: finished,
        published_on: published,
        registered_on: registered,
        grams: gramsOf(workName, author),
      });
    }
  }

  // ---- brands (the consumer-facing lines of business)
  const brandRate = ['food', 'trade', 'edu', 'media'].includes(industry.key) ? 0.08 : 0.02;
  if (rng.bool(brandRate)) {
    const bId = ids.brand++;
    const brandName = rng.bool(0.6) ? trade : `${trade}${rng.pick(products)}`;
    const label = industry.words[0] ?? industry.sector;
    batch.brands.push({
      id: bId,
      company_id: id,
      name: brandName,
      industry: label,
      intro: `${brandName}创立于${foundedYear}年，总部位于${city.city}，专注${products.join('、')}，以“${rng.pick(
        ['品质为本', '客户至上', '创新驱动', '专业专注'],
      )}”为理念服务客户。`,
      founded_year: Math.min(2024, foundedYear + rng.int(0, 3)),
      logo: `/uploads/brands/${bId}.svg`,
      grams: gramsOf(brandName),
    });
  }

  // ---- enterprise logos
  if (rng.bool(0.15)) {
    const lId = ids.logo++;
    batch.enterpriseLogos.push({
      id: lId,
      company_id: id,
      logo: `/uploads/logos/${lId}.svg`,
      color: rng.pick(PALETTE),
    });
  }
}
