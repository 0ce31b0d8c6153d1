import { SERVICES } from '@ysy/contracts/consultation/services';
import type { Prng } from './prng';
import { KNOWLEDGE_ARTICLES } from './data/knowledge-articles';
import { personName } from './data/names';

/**
 * The site's own content: the top menu, the footer links, the knowledge base and the service
 * consultants. Rows match migration 001.
 */

export interface NavRow {
  id: number;
  parent_id: number | null;
  sort: number;
  category_name: string;
  url: string;
  icon: string;
  img: { url: string }[];
  show: 'h' | 'n' | '';
  desc: string;
}

interface NavSpec {
  name: string;
  url: string;
  icon?: string;
  show?: 'h' | 'n';
  desc?: string;
  img?: string[];
  children?: NavSpec[];
}

/** Where the QR images live (served by the upstream's /uploads route). */
export const QR_IMAGES = {
  officialAccount: '/uploads/qr/official-account.png',
  miniProgram: '/uploads/qr/mini-program.png',
  mobile: '/uploads/qr/mobile.png',
} as const;

/**
 * The top menu, shaped as the top bar reads it: items 1 and 4 open hover sub-menus, item 4's
 * children have children of their own, item 3 is the service panel (/business_plan and /finance),
 * one item is the mobile QR codes and one the VIP link. Every service sold has an entry.
 */
const NAV: readonly NavSpec[] = [
  { name: '首页', url: '/', icon: 'icon-home' },
  {
    name: '工商服务',
    url: '/ys',
    icon: 'icon-company',
    desc: '公司注册、代理记账、银行开户、公司注销一站办结',
    children: [
      { name: '公司注册', url: '/ys', show: 'h', desc: '最快 3 个工作日领取营业执照' },
      {
        name: '代理记账',
        url: '/buyfinance',
        show: 'h',
        desc: '专业会计做账报税，月付低至 199 元',
      },
      { name: '银行开户', url: '/registeredcompany', desc: '预约对公账户，专人陪同办理' },
      { name: '公司注销', url: '/operate', desc: '简易注销、一般注销全程代办' },
    ],
  },
  {
    name: '企业查询',
    url: '/einquery',
    icon: 'icon-search',
    desc: '工商信息、税号、年报、知识产权一查便知',
  },
  {
    name: '财税服务',
    url: '/finance',
    icon: 'icon-finance',
    desc: '财税规划、商业计划书与研发费用加计扣除',
    children: [
      { name: '商业计划书', url: '/business_plan', desc: '融资路演与项目申报用的商业计划书' },
      { name: '财税规划', url: '/finance', desc: '合法合规的企业财税规划方案' },
    ],
  },
  {
    name: '知识产权',
    url: '/trademarkone',
    icon: 'icon-ip',
    desc: '商标、专利、版权登记与查询',
    children: [
      {
        name: '商标服务',
        url: '/trademarkone',
        children: [
          { name: '商标注册', url: '/trademarkone', show: 'h', desc: '商标查询、申请、续展一条龙' },
          { name: '品牌查询', url: '/brand', desc: '查询品牌与所属企业' },
          { name: '企业标志', url: '/enterpriselogo', desc: '企业标志检索' },
        ],
      },
      {
        name: '专利服务',
        url: '/footerpatent',
        children: [
          { name: '专利申请', url: '/footerpatent', desc: '发明、实用新型、外观设计专利申请' },
          { name: '专利查询', url: '/footerpatentlist', desc: '按企业或名称检索专利' },
        ],
      },
      {
        name: '版权服务',
        url: '/softwarecopyright',
        children: [
          {
            name: '软件著作权',
            url: '/softwarecopyright',
            show: 'n',
            desc: '软著登记，加急最快 3 个工作日',
          },
          { name: '作品著作权', url: '/workwork', desc: '美术、文字、摄影等作品登记' },
        ],
      },
    ],
  },
  {
    name: 'VIP会员',
    url: '/vip',
    icon: 'icon-vip',
    show: 'n',
    desc: '会员专享财税与知识产权服务折扣',
  },
  {
    name: '手机版',
    url: '',
    icon: 'icon-mobile',
    desc: '扫码使用手机版与小程序',
    img: [QR_IMAGES.mobile, QR_IMAGES.miniProgram],
  },
];

export function navRows(): NavRow[] {
  const rows: NavRow[] = [];
  let nextId = 1;
  const walk = (items: readonly NavSpec[], parentId: number | null) => {
    items.forEach((item, sort) => {
      const id = nextId++;
      rows.push({
        id,
        parent_id: parentId,
        sort,
        category_name: item.name,
        url: item.url,
        icon: item.icon ?? '',
        img: (item.img ?? []).map((url) => ({ url })),
        show: item.show ?? '',
        desc: item.desc ?? '',
      });
      if (item.children) walk(item.children, id);
    });
  };
  walk(NAV, null);
  return rows;
}

// ---------------------------------------------------------------------------------- footer

export interface FooterGroupRow {
  id: number;
  sort: number;
  category_name: string;
}
export interface FooterLinkRow {
  id: number;
  group_id: number;
  sort: number;
  category_name: string;
  url: string;
}

const FOOTER: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    '工商服务',
    [
      ['公司注册', '/ys'],
      ['代理记账', '/buyfinance'],
      ['银行开户', '/registeredcompany'],
      ['公司注销', '/operate'],
    ],
  ],
  [
    '知识产权',
    [
      ['商标注册', '/trademarkone'],
      ['专利申请', '/footerpatent'],
      ['软件著作权', '/softwarecopyright'],
      ['作品著作权', '/workwork'],
    ],
  ],
  [
    '企业查询',
    [
      ['税号查询', '/einquery'],
      ['年报查询', '/reportquery'],
      ['品牌查询', '/brand'],
      ['企业标志', '/enterpriselogo'],
    ],
  ],
  [
    '财税服务',
    [
      ['财税规划', '/finance'],
      ['商业计划书', '/business_plan'],
      ['研发费用加计扣除', '/rd_discount'],
      ['研发项目管理', '/rd_manage'],
    ],
  ],
  [
    '关于我们',
    [
      ['关于易商云', '/aboutus'],
      ['联系我们', '/contact'],
      ['用户协议', '/userprotocol'],
      ['隐私政策', '/privacypolicy'],
    ],
  ],
];

export function footerRows(): { groups: FooterGroupRow[]; links: FooterLinkRow[] } {
  const groups: FooterGroupRow[] = [];
  const links: FooterLinkRow[] = [];
  FOOTER.forEach(([name, items], g) => {
    groups.push({ id: g + 1, sort: g, category_name: name });
    items.forEach(([label, url], i) => {
      links.push({ id: links.length + 1, group_id: g + 1, sort: i, category_name: label, url });
    });
  });
  return { groups, links };
}

// ------------------------------------------------------------------------------ knowledge base

export interface KnowledgeNodeRow {
  id: number;
  parent_id: number | null;
  sort: number;
  name: string;
  url: string;
  description: string;
}
export interface KnowledgeArticleRow {
  id: number;
  node_id: number;
  sort: number;
  title: string;
  summary: string;
  content: string;
  author: string;
  views: number;
  updated_on: string;
}

const AUTHOR_ROLE = { gs: '工商', cs: '财税', ip: '知识产权' } as const;

/**
 * Three levels, service → topic → subject, built from the articles in their order (so every
 * subject has at least one article); the articles hang on the subjects.
 */
export function knowledgeRows(rng: Prng): {
  nodes: KnowledgeNodeRow[];
  articles: KnowledgeArticleRow[];
} {
  const nodes: KnowledgeNodeRow[] = [];
  const articles: KnowledgeArticleRow[] = [];
  const ids = new Map<string, number>();
  const childCount = new Map<number | null, number>();
  const nodeOf = (key: string, parentId: number | null, name: string, description: string) => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = nodes.length + 1;
    const sort = childCount.get(parentId) ?? 0;
    childCount.set(parentId, sort + 1);
    nodes.push({ id, parent_id: parentId, sort, name, url: `/knowledgebase/${id}`, description });
    ids.set(key, id);
    return id;
  };
  for (const source of KNOWLEDGE_ARTICLES) {
    const serviceId = nodeOf(
      source.service,
      null,
      source.service,
      `${source.service}知识库：流程、材料、费用与常见问题`,
    );
    const topicId = nodeOf(
      `${source.service}/${source.topic}`,
      serviceId,
      source.topic,
      `${source.service} · ${source.topic}`,
    );
    const subjectId = nodeOf(
      `${source.service}/${source.topic}/${source.subject}`,
      topicId,
      source.subject,
      `${source.topic} · ${source.subject}`,
    );
    articles.push({
      id: articles.length + 1,
      node_id: subjectId,
      sort: articles.filter((a) => a.node_id === subjectId).length,
      title: source.title,
      summary: source.summary,
      content: source.content,
      author: `易商云${AUTHOR_ROLE[source.author]}顾问 ${personName(rng)}`,
      views: rng.int(120, 58_000),
      updated_on: `2025-0${rng.int(1, 6)}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    });
  }
  return { nodes, articles };
}

// -------------------------------------------------------------------------------- consultants

export interface ConsultantRow {
  id: number;
  username: string;
  position: string;
  buphoto: string;
  qyh_qywx: string;
  areas_of_expertise: string[];
  im_accid: string;
  phone: string;
  intro: string;
  sort: number;
}

/** Consultants per page of customerservice/all; the footer picks page 1 or 2 at random. */
export const CONSULTANTS_PER_PAGE = 5;
const CONSULTANT_COUNT = 10;

const POSITIONS = [
  ['高级工商顾问', ['公司注册', '公司注销', '银行开户', '工商变更', '地址托管']],
  ['资深财税顾问', ['代理记账', '税务筹划', '财税服务', '一般纳税人申请', '发票管理']],
  ['知识产权顾问', ['商标注册', '专利申请', '商标驳回复审', '版权登记']],
  ['版权登记顾问', ['软件著作权', '作品著作权', '高新技术企业认定', '软著加急']],
  ['企业服务经理', ['企业查询', 'VIP会员', '资质代办', '公司注册']],
] as const;

export function consultantRows(rng: Prng): ConsultantRow[] {
  const rows: ConsultantRow[] = [];
  for (let i = 1; i <= CONSULTANT_COUNT; i++) {
    const [position, areas] = POSITIONS[(i - 1) % POSITIONS.length] ?? POSITIONS[0];
    const username = personName(rng);
    rows.push({
      id: i,
      username,
      position,
      buphoto: `/uploads/avatars/consultant-${i}.svg`,
      qyh_qywx: `/uploads/qr/consultant-${i}.png`,
      areas_of_expertise: rng.sample(areas, rng.int(3, areas.length)),
      im_accid: `ysy_consultant_${String(i).padStart(3, '0')}`,
      phone: `1${rng.pick(['35', '58', '86', '89'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      intro: `${username}，${position}，从业${rng.int(3, 12)}年，累计服务企业${rng.int(300, 3000)}家。`,
      sort: i,
    });
  }
  return rows;
}

/** The general support agent of the anonymous support chat. */
export const SUPPORT_AGENT = {
  accid: 'ysy_kf_001',
  nick: '易商云在线客服',
  icon: '/uploads/avatars/support.svg',
} as const;

/** The names of the services the product sells, for the consultation calls' consultant choice. */
export const SERVICE_NAMES: readonly string[] = SERVICES.map((s) => s.name);
