import type { RouteSample } from '../testing/route-samples';

/** One valid request and reply for each call of contracts/src/account/my-data.ts. */

const order = {
  order_no: 'YS202507010001',
  service: '公司注册',
  slug: 'register',
  plan: '标准版',
  term_months: 0,
  total: '1999',
  status: 'received',
  created_at: '2025-07-01T02:00:00.000Z',
} as const;

const need = {
  id: 7,
  need: '想在深圳注册一家科技公司，需要代理记账',
  phone: '13800138000',
  created_at: '2025-07-01T03:00:00.000Z',
};

export const myDataRouteSamples: {
  myOrders: RouteSample<'myOrders'>;
  myNeeds: RouteSample<'myNeeds'>;
  myBenefits: RouteSample<'myBenefits'>;
  myData: RouteSample<'myData'>;
  deleteAccount: RouteSample<'deleteAccount'>;
} = {
  myOrders: { query: { page: 1 }, reply: { code: 0, data: { total: 1, page: 1, list: [order] } } },
  myNeeds: { query: { page: 1 }, reply: { code: 0, data: { total: 1, page: 1, list: [need] } } },
  myBenefits: {
    reply: {
      code: 0,
      data: {
        level: 0,
        level_name: '免费用户',
        limits: [
          { kind: 'watched_companies', allowed: 10, used: 3 },
          { kind: 'export_rows_per_file', allowed: 200 },
          { kind: 'export_rows_per_day', allowed: 500, used: 0 },
          { kind: 'search_history_length', allowed: 20, used: 5 },
        ],
      },
    },
  },
  myData: {
    reply: {
      code: 0,
      data: {
        exported_at: '2025-07-02T00:00:00.000Z',
        profile: {
          account: 'wx_demo',
          nickname: '微信用户',
          name: '张伟',
          avatar: '/avatars/1.png',
          phone: '13800138000',
          vip_level: 0,
          created_at: '2025-06-01T00:00:00.000Z',
          last_login_at: '2025-07-01T00:00:00.000Z',
        },
        watches: [
          { eid: 'E0000001', name: '深圳市易商网络科技有限公司', watched_at: order.created_at },
        ],
        alerts: { read_through: 0, list: [] },
        search_history: [
          { keyword: '易商', kind: 'company', searched_at: '2025-07-01T01:00:00.000Z' },
        ],
        exports: [],
        orders: [{ ...order, extras: [], contact_name: '张伟', phone: '13800138000' }],
        needs: [need],
        contact_messages: [],
        error_reports: [],
      },
    },
  },
  deleteAccount: { body: {}, reply: { code: 0, msg: '账号已注销', data: { orders_kept: 1 } } },
};
