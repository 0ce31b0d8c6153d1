import type { Industry } from './data/industries';
import { TRADEMARK_CLASSES } from './data/industries';
import { personName } from './data/names';
import type { City } from './data/regions';
import {
  AGENCIES,
  IPC_BY_INDUSTRY,
  TRADEMARK_STATUS,
  WORK_CATEGORY_WEIGHTS,
  WORK_REG_LETTER,
} from './data/register-tables';
import { addDays, anniversary, dateBetween, SEED_TODAY, yearOf } from './dates';
import { round2 } from './numbers';
import type { Prng } from './prng';
import type { CompanyBatch, PatentRow } from './rows';
import type { GeneratorState } from './companies';
import { gramsOf } from '../search/grams';
import { PALETTE } from '../palette';

/**
 * What a company has registered besides itself: annual reports, trademarks, patents, software
 * and works copyrights, brands and logos, at the rates of its line of business. Each generator
 * draws from the company's Prng stream in a fixed order (the order below), so a seed always
 * yields the same records.
 */

/** What the record generators read of their company. */
export interface Owner {
  id: number;
  name: string;
  trade: string;
  legal: string;
  city: City;
  industry: Industry;
  foundedYear: number;
  founded: string;
  approved: string;
  closed: boolean;
  capital: number;
  employees: number;
  products: string[];
  building: string;
  address: string;
  phone: string;
  mail: string;
}

type Ids = GeneratorState['nextIds'];

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

/** Every record of the company, in the order their draws are made. */
export function addRecords(rng: Prng, ids: Ids, owner: Owner, batch: CompanyBatch): void {
  addAnnualReports(rng, owner, batch);
  addTrademarks(rng, ids, owner, batch);
  addPatents(rng, ids, owner, batch);
  addSoftwareCopyrights(rng, ids, owner, batch);
  addWorksCopyrights(rng, ids, owner, batch);
  addBrand(rng, ids, owner, batch);
  addLogo(rng, ids, owner, batch);
}

/**
 * One report per year from the year after founding, filed in the first half of the next year;
 * a closed company stops filing.
 */
function addAnnualReports(rng: Prng, owner: Owner, batch: CompanyBatch): void {
  const { capital, employees } = owner;
  const lastYear = owner.closed ? Math.min(2024, yearOf(owner.approved) - 1) : 2024;
  for (let year = Math.max(owner.foundedYear + 1, 2020); year <= lastYear; year++) {
    const scale = capital * (0.6 + rng.next() * 2.5);
    const revenue = round2(scale * (0.5 + rng.next() * 3));
    const profit = round2(revenue * (rng.next() * 0.25 - 0.06));
    batch.annualReports.push({
      company_id: owner.id,
      year,
      published_on: dateBetween(rng, `${year + 1}-01-01`, `${year + 1}-06-30`),
      status: '已公示',
      address: owner.address,
      phone: owner.phone,
      email: owner.mail,
      employees: Math.max(1, Math.round(employees * (0.7 + rng.next() * 0.6))),
      total_assets: round2(scale),
      revenue,
      net_profit: profit,
      tax_paid: round2(Math.max(0, revenue * (0.01 + rng.next() * 0.05))),
    });
  }
}

function addTrademarks(rng: Prng, ids: Ids, owner: Owner, batch: CompanyBatch): void {
  const { industry, trade } = owner;
  const tmRate = ['trade', 'food', 'media', 'edu', 'bio'].includes(industry.key) ? 0.45 : 0.25;
  if (!rng.bool(tmRate)) return;
  const n = rng.int(1, 4);
  for (let i = 0; i < n; i++) {
    const tmId = ids.trademark++;
    const classNo = rng.pick(industry.trademarkClasses);
    const tmStatus = rng.weighted(TRADEMARK_STATUS);
    const applied = dateBetween(rng, addDays(owner.founded, 30), SEED_TODAY);
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
      company_id: owner.id,
      reg_no: String(10_000_000 + tmId * 7 + rng.int(0, 6)),
      name: tmName,
      class_no: classNo,
      class_name: TRADEMARK_CLASSES[classNo] ?? '其他',
      status: tmStatus,
      applied_on: applied,
      registered_on: registered,
      expires_on: registered ? anniversary(registered, 10) : null,
      agency: rng.pick(AGENCIES),
      goods: rng.sample(owner.products, 2),
      image: `/uploads/trademarks/${tmId}.svg`,
      grams: gramsOf(tmName),
    });
  }
}

function addPatents(rng: Prng, ids: Ids, owner: Owner, batch: CompanyBatch): void {
  if (!rng.bool(owner.industry.patentRate)) return;
  const n = rng.int(1, 6);
  for (let i = 0; i < n; i++) batch.patents.push(patent(rng, ids.patent++, owner));
}

function patent(rng: Prng, pId: number, owner: Owner): PatentRow {
  const { industry, products } = owner;
  const kind = rng.weighted([
    ['发明专利', 3],
    ['实用新型', 5],
    ['外观设计', 2],
  ] as const);
  const kindDigit = kind === '发明专利' ? 1 : kind === '实用新型' ? 2 : 3;
  const applied = dateBetween(rng, addDays(owner.founded, 60), SEED_TODAY);
  const appYear = yearOf(applied);
  const title =
    kind === '外观设计'
      ? `${rng.pick(products)}${rng.pick(['', '（一）', '（A型）', '包装盒'])}`
      : `一种${rng.pick(industry.patentSubjects)}`;
  const published = addDays(applied, kind === '发明专利' ? rng.int(180, 540) : rng.int(90, 240));
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
  const lead = kind === '发明专利' ? '本发明' : kind === '实用新型' ? '本实用新型' : '本外观设计';
  return {
    id: pId,
    company_id: owner.id,
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
      ...new Set([owner.legal, ...Array.from({ length: rng.int(0, 3) }, () => personName(rng))]),
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
  };
}

function addSoftwareCopyrights(rng: Prng, ids: Ids, owner: Owner, batch: CompanyBatch): void {
  if (!rng.bool(owner.industry.softwareRate)) return;
  const n = rng.int(1, 5);
  for (let i = 0; i < n; i++) {
    const sId = ids.software++;
    const subject = rng.pick(owner.industry.software);
    const suffix = rng.pick(['系统', '软件', '平台', '管理系统']);
    const fullName = `${owner.trade}${subject}${suffix.startsWith('管理') && subject.endsWith('管理') ? '系统' : suffix}`;
    const shortName = `${subject}${suffix.startsWith('管理') ? '系统' : suffix}`;
    const finished = dateBetween(rng, addDays(owner.founded, 30), SEED_TODAY);
    const published = addDays(finished, rng.int(0, 60));
    const registered = addDays(published, rng.int(30, 120));
    batch.softwareCopyrights.push({
      id: sId,
      company_id: owner.id,
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

function workName(rng: Prng, category: keyof typeof WORK_REG_LETTER, owner: Owner): string {
  const { trade, products } = owner;
  return category === '美术'
    ? `${trade}${rng.pick(['标志', '吉祥物', '卡通形象', 'LOGO设计'])}`
    : category === '文字'
      ? `${rng.pick(products)}${rng.pick(['使用手册', '服务指南', '白皮书'])}`
      : category === '摄影'
        ? `${owner.city.short}${rng.pick(['城市风光', '人文纪实', '产品'])}系列摄影作品`
        : category === '影视'
          ? `${trade}品牌宣传片`
          : category === '音乐'
            ? `${trade}之歌`
            : category === '图形'
              ? `${rng.pick(products)}结构示意图`
              : category === '建筑'
                ? `${trade}${owner.building}建筑设计`
                : `${trade}文创作品`;
}

function addWorksCopyrights(rng: Prng, ids: Ids, owner: Owner, batch: CompanyBatch): void {
  if (!rng.bool(0.1)) return;
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) {
    const wId = ids.works++;
    const category = rng.weighted(WORK_CATEGORY_WEIGHTS);
    const name = workName(rng, category, owner);
    const finished = dateBetween(rng, owner.founded, SEED_TODAY);
    const published = addDays(finished, rng.int(0, 90));
    const registered = addDays(published, rng.int(20, 90));
    const author = rng.bool(0.6) ? owner.name : owner.legal;
    batch.worksCopyrights.push({
      id: wId,
      company_id: owner.id,
      reg_no: `国作登字-${yearOf(registered)}-${WORK_REG_LETTER[category]}-${String(wId).padStart(8, '0')}`,
      name,
      category,
      author,
      finished_on: finished,
      published_on: published,
      registered_on: registered,
      grams: gramsOf(name, author),
    });
  }
}

/** Brands belong to the consumer-facing lines of business mostly. */
function addBrand(rng: Prng, ids: Ids, owner: Owner, batch: CompanyBatch): void {
  const { industry, trade, products } = owner;
  const brandRate = ['food', 'trade', 'edu', 'media'].includes(industry.key) ? 0.08 : 0.02;
  if (!rng.bool(brandRate)) return;
  const bId = ids.brand++;
  const brandName = rng.bool(0.6) ? trade : `${trade}${rng.pick(products)}`;
  const label = industry.words[0] ?? industry.sector;
  batch.brands.push({
    id: bId,
    company_id: owner.id,
    name: brandName,
    industry: label,
    intro: `${brandName}创立于${owner.foundedYear}年，总部位于${owner.city.city}，专注${products.join('、')}，以“${rng.pick(
      ['品质为本', '客户至上', '创新驱动', '专业专注'],
    )}”为理念服务客户。`,
    founded_year: Math.min(2024, owner.foundedYear + rng.int(0, 3)),
    logo: `/uploads/brands/${bId}.svg`,
    grams: gramsOf(brandName),
  });
}

function addLogo(rng: Prng, ids: Ids, owner: Owner, batch: CompanyBatch): void {
  if (!rng.bool(0.15)) return;
  const lId = ids.logo++;
  batch.enterpriseLogos.push({
    id: lId,
    company_id: owner.id,
    logo: `/uploads/logos/${lId}.svg`,
    color: rng.pick(PALETTE),
  });
}
