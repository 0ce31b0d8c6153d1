import type { RouteSample } from '../testing/route-samples';

/** One valid request and reply for each call of the service pages (typed by the contracts). */
/**
 * The chat account as the upstream sends it; the browser's schema drops `im_token` (a variable,
 * not a literal, so the sample can serve as the upstream's reply too).
 */
const imAccount = {
  im_accid: 'u7',
  im_token: 'im-token-of-u7-5f3a9c',
  im_icon: '/a.svg',
  im_openid: 'o7',
};

export const offerSample = {
  slug: 'buyfinance',
  service_id: 2,
  name: '代理记账',
  headline: '专业会计做账报税',
  intro: '小规模纳税人月付 199 元起。',
  highlights: ['不成功全额退款'],
  included: [{ title: '记账', desc: '每月整理票据并记账' }],
  steps: [{ title: '签约', desc: '确认套餐并签署服务协议' }],
  plans: [
    {
      code: 'small',
      name: '小规模纳税人',
      features: ['每月记账报税'],
      prices: [{ term_months: 12, price: '2388', list_price: '2988' }],
      recommended: true,
    },
  ],
  extras: [{ code: 'annual', name: '工商年报', price: '199' }],
  faqs: [{ q: '零申报也要记账吗？', a: '要。' }],
};

export const vipSample = {
  tiers: [
    { level: 1, name: '基础会员', price: '299', period: '年', desc: '查询', benefits: ['a'] },
  ],
  features: [{ name: '企业查询', values: ['不限次'] }],
};

export const pageSample = {
  page: {
    slug: 'privacypolicy',
    title: '隐私政策',
    sections: [{ heading: '我们收集的信息', body: '手机号码。' }],
    revised_on: '2025-06-01',
  },
};

export const campaignSample = {
  campaign: {
    slug: 'ta',
    title: '创业扶持季',
    sections: [{ heading: '活动内容', body: '赠送工商年报代报。' }],
    starts_on: '2025-07-01',
    ends_on: '2025-09-30',
    action: { label: '立即参与', url: '/ys' },
  },
};

export const serviceRouteSamples: {
  serviceOffer: RouteSample<'serviceOffer'>;
  serviceList: RouteSample<'serviceList'>;
  serviceOrder: RouteSample<'serviceOrder'>;
  contactMessage: RouteSample<'contactMessage'>;
  vipTiers: RouteSample<'vipTiers'>;
  sitePage: RouteSample<'sitePage'>;
  campaign: RouteSample<'campaign'>;
  verifyPhoneLogin: RouteSample<'verifyPhoneLogin'>;
} = {
  serviceOffer: { query: { slug: 'buyfinance' }, reply: { code: 0, data: { offer: offerSample } } },
  serviceList: {
    reply: {
      code: 0,
      data: {
        services: [
          {
            slug: 'buyfinance',
            service_id: 2,
            name: '代理记账',
            headline: '专业会计做账报税',
            url: '/buyfinance',
            price_from: '199',
          },
        ],
      },
    },
  },
  serviceOrder: {
    body: {
      slug: 'buyfinance',
      plan_code: 'small',
      term_months: 12,
      extras: ['annual'],
      contact_name: '王先生',
      phone: '13812345678',
    },
    reply: { code: 0, msg: '订单已提交', data: { order_no: 'YS20250630000001', total: '2587' } },
  },
  contactMessage: {
    body: { topic: '业务咨询', name: '王先生', phone: '13812345678', message: '想了解代理记账' },
    reply: { code: 0, msg: '留言已收到' },
  },
  vipTiers: { reply: { code: 0, data: vipSample } },
  sitePage: { query: { slug: 'privacypolicy' }, reply: { code: 0, data: pageSample } },
  campaign: { query: { slug: 'ta' }, reply: { code: 0, data: campaignSample } },
  verifyPhoneLogin: {
    body: { openid: 'o1', unid: 'u1', phone: '13812345678', code: '123456' },
    reply: {
      code: 0,
      data: {
        userInfo: { id: 7, nickname: '小易', name: '李娜', avatar: '/a.svg' },
        theLatestUserInfo: { id: 7, nickname: '小易', name: '李娜', avatar: '/a.svg' },
        imAccount,
      },
    },
  },
};
