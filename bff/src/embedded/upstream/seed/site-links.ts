import type { NavEntry } from '../repositories/site-links';

/**
 * The site's links: the top menu and the footer, as rows of migration 001's tables.
 */

/** A row of `nav_categories`: the entry the top bar reads, and its place among its siblings. */
export interface NavRow extends NavEntry {
  sort: number;
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
const QR_IMAGES = {
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
