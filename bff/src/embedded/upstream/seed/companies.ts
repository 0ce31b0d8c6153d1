import { buildCreditCode, CREDIT_CODE_ALPHABET } from './credit-code';
import { INDUSTRIES, type Industry } from './data/industries';
import { BRAND_TRADE_NAMES, personName, TRADE_NAME_CHARS } from './data/names';
import { CITIES, type City } from './data/regions';
import {
  BANKS,
  CAPITAL_WEIGHTS,
  MALE_OR_ANY_POSITIONS,
  PROVINCE_SHORT,
  STATUS_WEIGHTS,
} from './data/register-tables';
import { anniversary, dateBetween, SEED_TODAY } from './dates';
import { digits, round2 } from './numbers';
import type { Prng } from './prng';
import { addRecords, type Owner } from './records';
import type { CompanyBatch, CompanyRow, CompanySearchRow, Shareholder } from './rows';
import { gramsOf, searchText } from '../search/grams';

/**
 * Generates companies and everything registered to them (records.ts). Rows match the tables of
 * migration 001 column for column (rows.ts). Everything is derived from one Prng stream, so a
 * seed always yields the same register: the draws below are made in a fixed order, and moving
 * one changes every company after it.
 */

function provinceShort(province: string): string {
  return PROVINCE_SHORT[province] ?? province.replace(/[省市]$/u, '');
}

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

/** A company as drawn, before its rows are written: what its rows and records are made of. */
interface DrawnCompany extends Owner {
  district: City['districts'][number];
  joinStock: boolean;
  status: string;
  shareholders: Shareholder[];
  members: { name: string; position: string }[];
  creditCode: string;
  orgCode: string;
  regNo: string;
  taxId: string;
  personNames: string[];
}

function generateOne(rng: Prng, state: GeneratorState, batch: CompanyBatch): void {
  const company = drawCompany(rng, state, state.nextIds.company++);
  batch.companies.push(companyRow(rng, company));
  batch.companySearch.push(searchRow(company));
  state.recent.push(company.name);
  if (state.recent.length > 500) state.recent.shift();
  addRecords(rng, state.nextIds, company, batch);
}

/** The persons a company search matches: its shareholders and members, companies left out. */
export function personNamesOf(
  shareholders: readonly { name: string }[],
  members: readonly { name: string }[],
): string[] {
  return [...new Set([...shareholders.map((s) => s.name), ...members.map((m) => m.name)])].filter(
    (p) => !p.endsWith('公司'),
  );
}

function drawCompany(rng: Prng, state: GeneratorState, id: number): DrawnCompany {
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

  const codes = registrationCodes(rng, state, district.code, founded);
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
  const personNames = personNamesOf(shareholders, members);
  return {
    id,
    name,
    trade,
    legal,
    city,
    district,
    industry,
    joinStock,
    foundedYear,
    founded,
    approved,
    status,
    closed,
    capital,
    shareholders,
    members,
    ...codes,
    products,
    employees,
    building,
    address,
    phone,
    mail,
    personNames,
  };
}

/**
 * Credit codes since the 2015 reform carry a new-style organisation code (MA…); older
 * companies kept their 8-digit one and their 15-digit registration and tax numbers.
 */
function registrationCodes(
  rng: Prng,
  state: GeneratorState,
  regionCode: string,
  founded: string,
): { creditCode: string; orgCode: string; regNo: string; taxId: string } {
  const modern = founded >= '2015-10-01';
  let code: { creditCode: string; orgCode: string };
  do {
    const orgBody = modern ? `MA${rng.chars(CREDIT_CODE_ALPHABET, 6)}` : digits(rng, 8);
    code = buildCreditCode({ regionCode, orgBody });
  } while (state.creditCodes.has(code.creditCode));
  state.creditCodes.add(code.creditCode);
  const { creditCode, orgCode } = code;
  const regNo = modern ? creditCode : `${regionCode}${digits(rng, 9)}`;
  const taxId = modern || rng.bool(0.7) ? creditCode : `${regionCode}${orgCode}`;
  return { creditCode, orgCode, regNo, taxId };
}

function companyRow(rng: Prng, c: DrawnCompany): CompanyRow {
  const { capital, city, district } = c;
  return {
    id: c.id,
    eid: rng.hex(32),
    name: c.name,
    trade_name: c.trade,
    legal_person: c.legal,
    credit_code: c.creditCode,
    org_code: c.orgCode,
    tax_id: c.taxId,
    reg_no: c.regNo,
    company_type: c.joinStock
      ? '股份有限公司（非上市、自然人投资或控股）'
      : c.shareholders.length === 1
        ? '有限责任公司（自然人独资）'
        : '有限责任公司（自然人投资或控股）',
    reg_capital: capital,
    paid_capital: rng.bool(0.3) ? round2(capital * rng.pick([0.1, 0.2, 0.5, 1])) : null,
    currency: '人民币',
    founded_on: c.founded,
    approved_on: c.approved,
    term_end: rng.bool(0.6) ? null : anniversary(c.founded, rng.pick([20, 30, 50])),
    status: c.status,
    province: city.province,
    city: city.city,
    district: district.name,
    region_code: district.code,
    address: c.address,
    industry: c.industry.sector,
    business_scope: businessScope(rng, c.industry),
    products: c.products,
    reg_authority: `${city.city}市场监督管理局`,
    tax_authority: `国家税务总局${city.city}${district.name.endsWith('区') ? district.name : ''}税务局`,
    taxpayer_type: capital >= 500 || rng.bool(0.25) ? '一般纳税人' : '小规模纳税人',
    bank: `${rng.pick(BANKS)}${city.short}${district.name.replace(/[区县镇]$|街道$/u, '')}支行`,
    bank_account: digits(rng, rng.pick([16, 17, 19])),
    phone: c.phone,
    email: c.mail,
    website: rng.bool(0.3)
      ? `www.${rng.chars('abcdefghijklmnopqrstuvwxyz', rng.int(5, 9))}.com`
      : '',
    employees: c.employees,
    shareholders: c.shareholders,
    members: c.members,
  };
}

/** The company's row of `company_search` (see migration 001). */
function searchRow(c: DrawnCompany): CompanySearchRow {
  return {
    company_id: c.id,
    name: c.name.toLowerCase(),
    persons: searchText(c.personNames),
    products: searchText(c.products),
    province: c.city.province,
    reg_capital: c.capital,
    status: c.status,
    founded_on: c.founded,
    grams: gramsOf(c.name, ...c.personNames, ...c.products),
  };
}
