import { SERVICES } from '@ysy/contracts/consultation/services';
import type { Prng } from './prng';
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

/** Three levels: service → topic → subject; articles hang on the subjects. */
const KNOWLEDGE: readonly (readonly [string, readonly (readonly [string, readonly string[]])[]])[] =
  [
    [
      '公司注册',
      [
        ['注册流程', ['有限公司注册', '个体工商户注册', '分公司设立']],
        ['注册材料', ['公司名称核准', '注册地址要求', '股东与出资']],
        ['注册费用', ['注册资本认缴', '代办费用说明']],
      ],
    ],
    [
      '代理记账',
      [
        ['记账报税', ['小规模纳税人报税', '一般纳税人报税', '零申报']],
        ['财务制度', ['会计凭证管理', '财务报表编制']],
      ],
    ],
    [
      '银行开户',
      [
        ['对公账户', ['基本户开立', '一般户开立', '开户所需材料']],
        ['账户管理', ['账户年检', '账户变更与销户']],
      ],
    ],
    [
      '公司注销',
      [
        ['注销流程', ['简易注销', '一般注销', '税务注销']],
        ['注销风险', ['未注销的后果', '吊销与注销的区别']],
      ],
    ],
    [
      '商标注册',
      [
        ['商标申请', ['商标申请流程', '商标类别选择', '商标驳回复审']],
        ['商标维护', ['商标续展', '商标转让', '商标变更']],
      ],
    ],
    [
      '专利申请',
      [
        ['专利类型', ['发明专利', '实用新型专利', '外观设计专利']],
        ['申请实务', ['专利申请文件撰写', '专利审查意见答复']],
      ],
    ],
    [
      '软件著作权',
      [
        ['软著登记', ['软著登记流程', '软著申请材料', '软著加急办理']],
        ['软著用途', ['高新技术企业认定', '软件企业税收优惠']],
      ],
    ],
    [
      '作品著作权',
      [
        ['作品登记', ['美术作品登记', '文字作品登记', '摄影作品登记']],
        ['版权保护', ['版权侵权处理', '版权转让与许可']],
      ],
    ],
    [
      '财税服务',
      [
        ['税收优惠', ['小微企业税收优惠', '研发费用加计扣除', '高新技术企业税收优惠']],
        ['发票管理', ['增值税专用发票', '电子发票', '发票丢失处理']],
      ],
    ],
    [
      '企业查询',
      [
        ['工商信息', ['统一社会信用代码', '企业年报公示', '经营异常名录']],
        ['知识产权查询', ['商标查询技巧', '专利检索方法']],
      ],
    ],
    ['VIP会员', [['会员权益', ['会员服务内容', '会员开通与续费']]]],
  ];

const ARTICLE_TITLES = [
  (s: string) => `${s}全流程详解`,
  (s: string) => `${s}需要准备哪些材料？`,
  (s: string) => `${s}常见问题解答`,
  (s: string) => `2025年${s}最新政策解读`,
  (s: string) => `${s}的费用与办理时间`,
  (s: string) => `${s}容易踩的五个坑`,
];

function articleContent(subject: string, topic: string, service: string): string {
  return [
    `很多创业者在办理${service}相关业务时，都会遇到“${subject}”的问题。本文结合易商云顾问多年的服务经验，系统梳理${subject}的要点，帮助您少走弯路。`,
    `一、什么是${subject}\n${subject}属于${topic}的重要环节。根据现行法律法规和主管部门的要求，企业应当按照规定的程序和时限办理，并如实提交相关材料。`,
    `二、办理流程\n1. 准备材料：营业执照、法定代表人身份证明及相关授权文件；\n2. 线上提交：通过政务服务平台填写申请信息并上传材料；\n3. 审核办理：主管部门一般在 3 至 15 个工作日内完成审核；\n4. 领取结果：审核通过后可在线下载或到窗口领取。`,
    `三、注意事项\n材料信息须与登记信息保持一致；涉及签字的文件应由本人亲笔签署；逾期未办理的，可能影响企业信用记录。`,
    `四、易商云可以为您做什么\n易商云提供${service}一站式服务，专属顾问全程跟进。如需帮助，可点击页面右侧“在线客服”或拨打服务热线咨询。`,
  ].join('\n\n');
}

export function knowledgeRows(rng: Prng): {
  nodes: KnowledgeNodeRow[];
  articles: KnowledgeArticleRow[];
} {
  const nodes: KnowledgeNodeRow[] = [];
  const articles: KnowledgeArticleRow[] = [];
  let nodeId = 1;
  const add = (parentId: number | null, sort: number, name: string, description: string) => {
    const id = nodeId++;
    nodes.push({ id, parent_id: parentId, sort, name, url: `/knowledgebase/${id}`, description });
    return id;
  };
  KNOWLEDGE.forEach(([service, topics], s) => {
    const serviceId = add(null, s, service, `${service}知识库：流程、材料、费用与常见问题`);
    topics.forEach(([topic, subjects], t) => {
      const topicId = add(serviceId, t, topic, `${service} · ${topic}`);
      subjects.forEach((subject, j) => {
        const subjectId = add(topicId, j, subject, `${topic} · ${subject}`);
        const count = rng.int(3, 5);
        for (let a = 0; a < count; a++) {
          const title = ARTICLE_TITLES[(j + a) % ARTICLE_TITLES.length]?.(subject) ?? subject;
          const content = articleContent(subject, topic, service);
          articles.push({
            id: articles.length + 1,
            node_id: subjectId,
            sort: a,
            title,
            summary: `${content.split('\n')[0]?.slice(0, 60) ?? ''}…`,
            content,
            author: `易商云${rng.pick(['财税', '工商', '知识产权'])}顾问 ${personName(rng)}`,
            views: rng.int(120, 58_000),
            updated_on: `2025-0${rng.int(1, 6)}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          });
        }
      });
    });
  });
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
