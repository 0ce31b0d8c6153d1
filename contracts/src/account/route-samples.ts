import type { RouteSample } from '../testing/route-samples';

/** One valid request and reply for each call of the accounts area (typed by the contracts). */

const change = {
  id: 42,
  kind: 'legal_person',
  before: '王芳',
  after: '张伟',
  changed_on: '2025-06-18',
  source: '深圳市市场监督管理局',
} as const;

export const accountRouteSamples: {
  companyChanges: RouteSample<'companyChanges'>;
  watchCompany: RouteSample<'watchCompany'>;
  unwatchCompany: RouteSample<'unwatchCompany'>;
  watchStatus: RouteSample<'watchStatus'>;
  myWatches: RouteSample<'myWatches'>;
  alertList: RouteSample<'alertList'>;
  alertUnread: RouteSample<'alertUnread'>;
  markAlertsRead: RouteSample<'markAlertsRead'>;
} = {
  companyChanges: {
    query: { eid: 'E0000001', page: 1 },
    reply: { code: 0, data: { total: 1, page: 1, list: [change] } },
  },
  watchCompany: {
    body: { eid: 'E0000001' },
    reply: { code: 0, msg: '已关注', data: { watching: true, watched: 1 } },
  },
  unwatchCompany: {
    body: { eid: 'E0000001' },
    reply: { code: 0, msg: '已取消关注', data: { watching: false, watched: 0 } },
  },
  watchStatus: { query: { eid: 'E0000001' }, reply: { code: 0, data: { watching: true } } },
  myWatches: {
    query: { page: 1 },
    reply: {
      code: 0,
      data: {
        total: 1,
        page: 1,
        list: [
          {
            eid: 'E0000001',
            name: '深圳市易商网络科技有限公司',
            status: '存续',
            watched_at: '2025-06-20T08:00:00.000Z',
            latest_change: change,
          },
        ],
      },
    },
  },
  alertList: {
    query: { page: 1 },
    reply: {
      code: 0,
      data: {
        total: 1,
        page: 1,
        unread: 1,
        list: [
          { ...change, eid: 'E0000001', company_name: '深圳市易商网络科技有限公司', unread: true },
        ],
      },
    },
  },
  alertUnread: { reply: { code: 0, data: { unread: 3 } } },
  markAlertsRead: {
    body: { through: 42 },
    reply: { code: 0, msg: '已全部标为已读', data: { unread: 0 } },
  },
};
