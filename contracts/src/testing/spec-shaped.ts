import type { RouteId } from '../routes';

/**
 * For every call of the upstream's published interface, a success reply carrying exactly the
 * fields that interface names and nothing of ours (no ids, levels or dates we added). A reply
 * like this must pass the BFF: our contracts may add optional fields, never required ones.
 *
 * Deliberately untyped by the contracts (`unknown`): typing them would let a contract that
 * demands a new field force it into these replies, which is the mistake they exist to catch.
 */

/** The calls the upstream publishes (the route table marks them `origin: 'spec'`). */
export const SPEC_ROUTE_IDS = [
  'getNav',
  'getBottom',
  'wxLoginCallback',
  'issueToken',
  'getLatestUser',
  'knowledgeIndex',
  'knowledgeIndexYsy',
  'companyProfile',
  'companySearch',
  'companySearchCount',
  'capitalBands',
  'einDetails',
  'customerServiceAll',
  'publishDemand',
  'getPhoneCode',
  'freePhone',
  'freePhoneStatus',
  'kfAccount',
  'getOrCreate',
] as const satisfies readonly RouteId[];
export type SpecRouteId = (typeof SPEC_ROUTE_IDS)[number];

/** The raw upstream token the spec-shaped login and refresh replies carry. */
export const SPEC_TOKEN = 'spec-shaped-upstream-token-0001';
export const SPEC_NEW_TOKEN = 'spec-shaped-upstream-token-0002';

/** A navigation category: id, category_name, url, icon, img (list with url), show, desc, children. */
function navItem(id: number, name: string, url: string, show: 'h' | 'n', children?: unknown[]) {
  return {
    id,
    category_name: name,
    url,
    icon: `/uploads/icons/${id}.svg`,
    img: [{ url: `/uploads/nav/${id}.png` }],
    show,
    desc: `${name}服务`,
    ...(children === undefined ? {} : { children }),
  };
}

/** User info: nickname, name, avatar. */
const userInfo = { nickname: '小易', name: '李娜', avatar: '/uploads/avatars/7.svg' };

/** Chat account: im_accid, im_token, im_icon, im_openid. */
const imAccount = {
  im_accid: 'spec_user_1',
  im_token: 'spec-im-token-1',
  im_icon: '/uploads/avatars/7.svg',
  im_openid: 'spec-openid-1',
};

/** A knowledge-base category: id and url, with children. */
const hierarchy = [
  {
    id: 1,
    url: '/knowledgebase/1',
    children: [
      {
        id: 2,
        url: '/knowledgebase/2',
        children: [{ id: 3, url: '/knowledgebase/3' }],
      },
    ],
  },
];

export const specShapedReplies: Record<SpecRouteId, unknown> = {
  getNav: {
    code: 0,
    data: [
      navItem(10, '首页', '/', 'n', []),
      navItem(11, '工商服务', '/ys', 'h', [navItem(111, '公司注册', '/ys', 'h')]),
      navItem(12, '代理记账', '/buyfinance', 'n', []),
      navItem(13, '企业服务', '/business_plan', 'h', [
        navItem(131, '商业计划书', '/business_plan', 'n'),
        navItem(132, '财税服务', '/finance', 'n'),
      ]),
      navItem(14, '知识产权', '/trademarkone', 'h', [
        navItem(141, '商标', '/trademarkone', 'h', [
          navItem(1411, '商标注册', '/trademarkone', 'n'),
        ]),
      ]),
    ],
  },
  getBottom: {
    code: 0,
    data: [
      { category_name: '关于我们', children: [{ category_name: '联系我们', url: '/contact' }] },
    ],
  },
  wxLoginCallback: {
    code: 0,
    data: { userInfo, theLatestUserInfo: userInfo, token: SPEC_TOKEN, imAccount },
  },
  // Read as `data.token`, as the login's token is. The interface lists this reply's field as plain
  // `token`, as it lists free_phone's top-level sessionId; a top-level token is not accepted yet.
  issueToken: { code: 0, data: { token: SPEC_NEW_TOKEN } },
  getLatestUser: { code: 0, data: { user: userInfo } },
  knowledgeIndex: { code: 1, data: { hierarchy } },
  knowledgeIndexYsy: { code: 1, data: { hierarchy } },
  // The profile's inner fields are not named, so a spec-shaped profile names none.
  companyProfile: { code: 0, data: { custom: {} } },
  companySearch: { code: 0, data: { customList: { total: 1, page: 1, entInfos: [{}] } } },
  companySearchCount: { code: 0, data: { total: 1 } },
  capitalBands: {
    code: 0,
    data: {
      seniorDimensionYuan: {
        provincArea: [{ clickMore: false }, { clickMore: true }],
        yuan: [{ clickMore: false }],
      },
    },
  },
  einDetails: { code: 0, data: {} },
  customerServiceAll: {
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
          im_accid: 'spec_consultant_1',
        },
      ],
    },
  },
  publishDemand: { code: 0, msg: '发布成功' },
  getPhoneCode: { code: 0, msg: '验证码已发送' },
  freePhone: { code: 0, sessionId: 'spec-session-1', msg: '正在呼叫' },
  freePhoneStatus: { code: 0, return: [1], alert: 'answer', disconnect: 'disconnect' },
  kfAccount: { code: 0, data: { account: 'spec_kf_1' } },
  getOrCreate: { code: 0, data: { account: imAccount } },
};

/** The login callback's other success: code 2 with the verify info openid, unid and token. */
export const specShapedVerifyReply = {
  code: 2,
  data: { openid: 'spec-openid-2', unid: 'spec-unid-2', token: SPEC_TOKEN },
};
