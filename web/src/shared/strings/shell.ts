/**
 * Every Chinese UI string of the shell (routes, top bar, search, session), written once; the
 * footer's and the tool bar's are in their own files (they load after the first paint).
 * Messages shared with the BFF live in `@ysy/contracts/common/messages`.
 */
export const productName = '易商云';

/** Title of each routed page (route id → text); the one-line descriptions are in page-descriptions.ts. */
export const pageText = {
  home: { title: '' },
  signverification: { title: '注册登录验证' },
  ys: { title: '公司注册' },
  profile: { title: '公司简介' },
  userprotocol: { title: '用户协议' },
  disclaimer: { title: '免责声明' },
  privacypolicy: { title: '隐私政策' },
  contact: { title: '联系我们' },
  buyfinance: { title: '代理记账' },
  vip: { title: 'VIP会员' },
  list: { title: '公司查询' },
  company: { title: '公司详情' },
  knowledgebase: { title: '知识库' },
  einquery: { title: '税号查询' },
  einlist: { title: '税号查询结果' },
  eindetails: { title: '税号详情' },
  reportquery: { title: '年报查询' },
  reportlist: { title: '年报查询结果' },
  declarationyears: { title: '申报年度' },
  trademarkone: { title: '商标查询' },
  footerpatent: { title: '专利查询' },
  footerpatentlist: { title: '专利查询结果' },
  enterprisepatentlist: { title: '企业专利' },
  footerpatentdetails: { title: '专利详情' },
  softwarecopyright: { title: '软件著作权' },
  softwarecopyrightlist: { title: '软件著作权查询结果' },
  softwarecopyrightdetails: { title: '软件著作权详情' },
  workwork: { title: '作品著作权' },
  workworklist: { title: '作品著作权查询结果' },
  workworkdetails: { title: '作品著作权详情' },
  enterpriselogo: { title: '企业logo' },
  enterpriselogolist: { title: '企业logo查询结果' },
  enterpriselogodetails: { title: '企业logo详情' },
  brand: { title: '品牌' },
  branddetails: { title: '品牌详情' },
  registeredcompany: { title: '银行开户' },
  aboutus: { title: '关于我们' },
  operate: { title: '公司注销' },
  business_plan: { title: '商业计划书' },
  finance: { title: '财税规划' },
  rd_discount: { title: '研发费用加计扣除' },
  rd_manage: { title: '研发项目管理' },
  rd_software: { title: '软件研发' },
  rd_cooperate: { title: '产学研合作' },
  ta: { title: '专题活动' },
  notFound: { title: '页面不存在' },
  agent: { title: '客服工作台' },
  user: { title: '个人中心' },
} as const;

export type PageId = keyof typeof pageText;

export const shellText = {
  placeholderNote: '页面内容即将上线，敬请期待。',
  backHome: '返回首页',
  skipToMain: '跳到主要内容',
  notFoundCode: '404',
  loading: '加载中...',
  routeErrorTitle: '页面加载失败',
  routeErrorHint: '网络不稳定或页面已更新，请重试。',
  retry: '重试',
  loginFailed: '登录失败，请重试',
  loginStateMismatch: '登录校验未通过，请重新扫码登录',
} as const;

export const topBarText = {
  logoLabel: '（返回首页）',
  tagline: '企业服务平台',
  navLabel: '主导航',
  hotBadge: '热',
  newBadge: '新',
  servicePanelTitle: '企业服务',
  businessPlan: '商业计划书',
  businessPlanDesc: '融资级商业计划书定制',
  finance: '财税规划',
  financeDesc: '合法合规的企业财税规划',
  mobile: '手机版',
  mobileQrAlt: '易商云手机版二维码',
  miniProgramQrAlt: '易商云小程序二维码',
  mobileQrCaption: '扫码访问手机版',
  miniProgramQrCaption: '微信扫码打开小程序',
  vip: 'VIP会员',
  login: '登录',
  userMenuLabel: '用户菜单',
  userCenter: '个人中心',
  logout: '退出登录',
  avatarAlt: '用户头像',
  navFailed: '导航加载失败',
} as const;

export const searchText = {
  label: '搜索企业',
  placeholder: '请输入公司名称、人名或产品名',
  button: '搜索',
} as const;

const demoLabel = '演示环境';
const demoDetail = '数据为演示数据，登录与短信为模拟，请勿输入真实个人信息';
export const demoRibbonText = {
  label: demoLabel,
  detail: demoDetail,
  title: `${demoLabel}：${demoDetail}`,
} as const;
