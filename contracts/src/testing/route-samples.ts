import type { BffConfig } from '../bff/schemas';
import type { z } from 'zod';
import type { BodyInput, QueryInput } from '../common/route';
import type { RouteId, Routes } from '../routes';
import type { Patent } from '../lookup/schemas';
import type { NavChild } from '../nav/schemas';
import { serviceRouteSamples } from '../service/route-samples';
import { accountRouteSamples } from '../account/route-samples';
import { myDataRouteSamples } from '../account/my-data-samples';
import { searchHistoryRouteSamples } from '../account/search-history-samples';
import { exportRouteSamples } from '../account/export-samples';

/**
 * One valid request and reply for every route, typed by the contracts so a changed field breaks
 * the build here first. Used by the contracts' own tests; the BFF's and the upstream's tests may
 * use them as fixtures too.
 */
export type RouteSample<K extends RouteId> = {
  query?: QueryInput<Routes[K]>;
  body?: BodyInput<Routes[K]>;
  /** A success reply as the browser receives it. */
  reply: z.input<Routes[K]['reply']>;
};

const company = {
  eid: 'E0000001',
  name: '深圳市易商网络科技有限公司',
  legal_person: '张伟',
  reg_capital: '500万元人民币',
  reg_capital_wan: 500,
  found_date: '2016-03-18',
  status: '存续',
  province: '广东省',
  city: '深圳市',
  industry: '软件和信息技术服务业',
  credit_code: '91440300MA5D1234XY',
  tax_id: '91440300MA5D1234XY',
} as const;

const userInfo = {
  id: 7,
  nickname: '小易',
  name: '李娜',
  avatar: '/uploads/avatars/7.svg',
  vip_level: 0,
};
const imAccount = {
  im_accid: 'u7',
  im_token: 'imtok',
  im_icon: '/uploads/avatars/7.svg',
  im_openid: 'o7',
};
/** The chat account as the browser gets it: the BFF keeps the token. */
const { im_token: _imToken, ...browserImAccount } = imAccount;

const patent: Patent = {
  id: 11,
  title: '一种企业信息检索方法',
  type: '发明专利',
  app_no: 'CN202110000001.2',
  app_date: '2021-01-05',
  pub_no: 'CN112000001A',
  pub_date: '2021-06-01',
  status: '授权',
  applicant: company.name,
  eid: company.eid,
  inventors: ['张伟', '王芳'],
  abstract: '本发明公开了一种企业信息检索方法。',
  ipc: 'G06F16/33',
};

const trademark = {
  id: 12,
  name: '易商云',
  reg_no: '30000001',
  class_no: 42,
  class_name: '设计研究',
  status: '已注册',
  applicant: company.name,
  eid: company.eid,
  app_date: '2019-04-01',
  reg_date: null,
  image: '/uploads/trademarks/12.svg',
};

const software = {
  id: 13,
  name: '易商云企业查询系统',
  short_name: '易商云',
  version: 'V1.0',
  reg_no: '2020SR0000001',
  category: '应用软件',
  owner: company.name,
  eid: company.eid,
  finish_date: '2019-12-01',
  pub_date: '2020-01-01',
  reg_date: '2020-03-01',
};

const works = {
  id: 14,
  name: '易商云标志',
  reg_no: '国作登字-2020-F-00000001',
  category: '美术',
  author: '王芳',
  owner: company.name,
  eid: company.eid,
  finish_date: '2019-05-01',
  pub_date: '2019-06-01',
  reg_date: '2020-02-01',
} as const;

const brand = {
  id: 15,
  name: '易商',
  industry: '企业服务',
  eid: company.eid,
  company_name: company.name,
  logo: '/uploads/brands/15.svg',
  intro: '面向中小企业的一站式企业服务品牌。',
  founded_year: 2016,
};

const logo = {
  id: 16,
  eid: company.eid,
  company_name: company.name,
  logo: '/uploads/logos/16.svg',
  industry: '软件和信息技术服务业',
  province: '广东省',
};

const ein = {
  eid: company.eid,
  name: company.name,
  credit_code: company.credit_code,
  tax_id: company.tax_id,
  legal_person: company.legal_person,
  province: company.province,
  city: company.city,
  status: company.status,
};

const report = {
  year: 2023,
  submit_date: '2024-05-20',
  employees: 35,
  total_assets: 1200.5,
  revenue: 860,
  net_profit: 75.2,
  tax_paid: 40,
  address: '深圳市南山区科技园',
  phone: '0755-88886666',
  email: 'info@example.com',
  status: '已公示',
};

const navItem: NavChild = {
  id: 1,
  category_name: '公司注册',
  url: '/ys',
  icon: '/uploads/icons/1.svg',
  img: [{ url: '/uploads/nav/1.png' }],
  show: 'h',
  desc: '快速注册公司',
};

/** The BFF's public configuration with every optional part configured. */
export const bffConfigSample: BffConfig = {
  brand: '易商云',
  hotline: '400-800-6688',
  supportHours: '周一至周日 9:00-21:00',
  chat: { mode: 'local' },
  wechat: { mode: 'simulated' },
  demo: true,
  miniProgramName: '易商云小程序',
  officialAccountName: '易商云服务号',
  company: { name: '示例企业服务有限公司', creditCode: '91440300MA5F8Y2K3R' },
  qr: {
    mobile: 'https://m.example.cn/',
    miniProgram: 'https://mp.example.cn/mini-program',
    officialAccount: 'https://mp.example.cn/official-account',
  },
};

export const routeSamples: { [K in RouteId]: RouteSample<K> } = {
  getNav: { reply: { code: 0, data: [{ ...navItem, children: [{ ...navItem, id: 2 }] }] } },
  getBottom: {
    reply: {
      code: 0,
      data: [
        { category_name: '关于我们', children: [{ category_name: '联系我们', url: '/contact' }] },
      ],
    },
  },
  wxLoginCallback: {
    query: { code: 'c0de', state: 'st4te' },
    reply: { code: 0, data: { userInfo, theLatestUserInfo: userInfo, imAccount } },
  },
  issueToken: { reply: { code: 0, data: { token: 'new-token' } } },
  revokeToken: { body: {}, reply: { code: 0, msg: '已退出登录' } },
  getLatestUser: { body: {}, reply: { code: 0, data: { user: userInfo } } },
  knowledgeIndex: {
    query: { category_name: '公司注册', user_id: '7' },
    reply: {
      code: 1,
      data: {
        hierarchy: [
          {
            id: 1,
            category_name: '公司注册',
            url: '/knowledgebase/1',
            children: [{ id: 2, category_name: '注册流程', url: '/knowledgebase/2', children: [] }],
          },
        ],
        articles: [
          {
            id: 3,
            title: '注册公司需要哪些材料',
            category_id: 2,
            summary: '材料清单',
            updated_at: '2024-01-02',
            views: 10,
          },
        ],
      },
    },
  },
  knowledgeIndexYsy: {
    query: { id: '2' },
    reply: {
      code: 1,
      data: {
        hierarchy: [{ id: 2, category_name: '注册流程', url: '/knowledgebase/2' }],
        articles: [],
      },
    },
  },
  knowledgeArticle: {
    query: { id: '3' },
    reply: {
      code: 1,
      data: {
        article: {
          id: 3,
          title: '注册公司需要哪些材料',
          category_id: 2,
          summary: '材料清单',
          content: '身份证、章程……',
          updated_at: '2024-01-02',
          views: 10,
        },
      },
    },
  },
  companyProfile: {
    query: { eid: company.eid },
    reply: {
      code: 0,
      data: {
        custom: {
          ...company,
          business_scope: '软件开发；信息技术咨询服务。',
          address: '深圳市南山区科技园',
          reg_authority: '深圳市市场监督管理局',
          approved_date: '2023-06-01',
          company_type: '有限责任公司',
          employees: 35,
          shareholders: [{ name: '张伟', ratio: 60 }],
          phone: '0755-88886666',
          email: 'info@example.com',
          website: 'https://example.com',
        },
      },
    },
  },
  companySearch: {
    query: { keyword: '易商', page: '1', province: '广东省', yuan: '2' },
    reply: { code: 0, data: { customList: { total: 1, page: 1, entInfos: [company] } } },
  },
  companySearchCount: { query: { keyword: '易商' }, reply: { code: 0, data: { total: 1 } } },
  capitalBands: {
    reply: {
      code: 0,
      data: {
        seniorDimensionYuan: {
          provincArea: [
            { id: 1, name: '广东省' },
            { id: 0, name: '更多', clickMore: true },
          ],
          yuan: [
            { id: 1, name: '100万以内', min: 0, max: 100 },
            { id: 5, name: '5000万以上', min: 5000, max: null, clickMore: false },
          ],
        },
      },
    },
  },
  einDetails: {
    query: { eid: company.eid },
    reply: {
      code: 0,
      data: {
        eid: company.eid,
        name: company.name,
        credit_code: company.credit_code,
        tax_id: company.tax_id,
        legal_person: company.legal_person,
        address: '深圳市南山区科技园',
        phone: '0755-88886666',
        bank: '招商银行深圳科技园支行',
        bank_account: '755900000000001',
        tax_authority: '国家税务总局深圳市南山区税务局',
        taxpayer_type: '一般纳税人',
        reg_date: '2016-03-18',
      },
    },
  },
  customerServiceAll: {
    query: { page: '2' },
    reply: {
      code: 0,
      data: {
        customerServiceAll: [
          {
            id: 1,
            username: '王顾问',
            position: '高级顾问',
            buphoto: '/uploads/consultants/1.svg',
            qyh_qywx: '/uploads/qr/1.svg',
            areas_of_expertise: ['公司注册', '代理记账'],
            im_accid: 'c1',
          },
        ],
      },
    },
  },
  publishDemand: {
    body: { need: '注册公司', phone: '13800138000' },
    reply: { code: 0, msg: '发布成功' },
  },
  getPhoneCode: { query: { phone: '13912345678' }, reply: { code: 0, msg: '验证码已发送' } },
  freePhone: {
    query: { phone: '13912345678', code: '123456', id: '1' },
    reply: { code: 0, sessionId: 's-1' },
  },
  freePhoneStatus: {
    query: { sessionId: 's-1' },
    reply: { code: 0, return: [1], alert: 'answer', disconnect: false },
  },
  kfAccount: { reply: { code: 0, data: { account: 'kf1' } } },
  getOrCreate: {
    body: { js_code: 'visitor_0123456789', channel: 3 },
    reply: { code: 0, data: { account: browserImAccount } },
  },
  einList: {
    query: { keyword: '易商' },
    reply: { code: 0, data: { total: 1, page: 1, list: [ein] } },
  },
  reportList: {
    query: { keyword: '易商', page: '1' },
    reply: { code: 0, data: { total: 1, page: 1, list: [{ ...ein, years: [2023, 2022] }] } },
  },
  declarationYears: {
    query: { eid: company.eid },
    reply: { code: 0, data: { company, years: [{ year: 2023, report }] } },
  },
  patentList: {
    query: { eid: company.eid },
    reply: { code: 0, data: { total: 1, page: 1, list: [patent] } },
  },
  patentDetails: { query: { id: '11' }, reply: { code: 0, data: patent } },
  trademarkList: {
    query: { keyword: '易商云' },
    reply: { code: 0, data: { total: 1, page: 1, list: [trademark] } },
  },
  trademarkDetails: { query: { id: '12' }, reply: { code: 0, data: trademark } },
  softwareCopyrightList: {
    query: {},
    reply: { code: 0, data: { total: 1, page: 1, list: [software] } },
  },
  softwareCopyrightDetails: { query: { id: 13 }, reply: { code: 0, data: software } },
  worksCopyrightList: {
    query: { keyword: '标志' },
    reply: { code: 0, data: { total: 1, page: 1, list: [works] } },
  },
  worksCopyrightDetails: { query: { id: '14' }, reply: { code: 0, data: works } },
  brandList: {
    query: { keyword: '易商' },
    reply: { code: 0, data: { total: 1, page: 1, list: [brand] } },
  },
  brandDetails: { query: { id: '15' }, reply: { code: 0, data: brand } },
  enterpriseLogoList: {
    query: { page: '1' },
    reply: { code: 0, data: { total: 1, page: 1, list: [logo] } },
  },
  enterpriseLogoDetails: { query: { id: '16' }, reply: { code: 0, data: logo } },
  bffConfig: { reply: { code: 0, data: bffConfigSample } },
  bffLogout: { reply: { code: 0, msg: '已退出登录' } },
  bffLoginState: { reply: { code: 0, data: { state: 'Qm9vdHN0cmFwU3RhdGUxMjM0NTY' } } },
  companySuggest: {
    query: { keyword: '张伟' },
    reply: {
      code: 0,
      data: {
        list: [
          {
            eid: company.eid,
            name: company.name,
            kind: 'legal_person',
            text: '张伟',
            status: '存续',
          },
        ],
      },
    },
  },
  companyErrorReport: {
    body: {
      eid: company.eid,
      topic: 'contact',
      content: '联系电话已变更为 0755-88886666',
      contact: '13800138000',
    },
    reply: { code: 0, msg: '感谢您的纠错，我们会在 3 个工作日内核实处理' },
  },
  ...serviceRouteSamples,
  ...accountRouteSamples,
  ...myDataRouteSamples,
  ...searchHistoryRouteSamples,
  ...exportRouteSamples,
  imTicket: {
    body: { role: 'support' },
    reply: {
      code: 0,
      data: { account: 'ysy_visitor_1', secret: 'sealed-ticket', peer: 'ysy_kf_001' },
    },
  },
  agentLogin: {
    body: { account: 'ysy_kf_001', password: 'secret' },
    reply: { code: 0, data: { account: 'ysy_kf_001', nick: '易商云在线客服' } },
  },
};
