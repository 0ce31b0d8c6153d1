/**
 * Every Chinese UI string of the shell (routes, top bar, search, footer, tool bar, session),
 * written once. Messages shared with the BFF live in `@ysy/contracts/common/messages`.
 */
export const productName = '易商云';

/** Title and one-line description of each routed page (route id → text). */
export const pageText = {
  home: {
    title: '',
    description: '公司注册、代理记账、知识产权与企业信息查询，一站式企业服务平台',
  },
  signverification: { title: '注册登录验证', description: '完成手机号验证后即可登录易商云' },
  ys: { title: '公司注册', description: '专业顾问全程代办，快速完成公司注册' },
  profile: { title: '公司简介', description: '了解易商云的发展历程、服务理念与资质' },
  userprotocol: { title: '用户协议', description: '使用易商云服务前请仔细阅读本协议' },
  disclaimer: { title: '免责声明', description: '关于本站信息与服务的免责说明' },
  privacypolicy: { title: '隐私政策', description: '我们如何收集、使用和保护您的个人信息' },
  contact: { title: '联系我们', description: '客服热线、办公地址与商务合作' },
  buyfinance: { title: '代理记账', description: '选择适合您企业的代理记账套餐' },
  vip: { title: 'VIP会员', description: '开通会员，畅享企业信息查询与专属服务' },
  list: { title: '公司查询', description: '按公司名称、人名或产品名查询企业信息' },
  company: { title: '公司详情', description: '企业工商信息、股东、变更记录与知识产权' },
  knowledgebase: { title: '知识库', description: '企业经营、财税与知识产权常见问题解答' },
  einquery: { title: '税号查询', description: '查询企业税号与统一社会信用代码' },
  einlist: { title: '税号查询结果', description: '按企业名称检索到的税号信息' },
  eindetails: { title: '税号详情', description: '企业开票信息与统一社会信用代码' },
  reportquery: { title: '年报查询', description: '查询企业年度报告与申报情况' },
  reportlist: { title: '年报查询结果', description: '按企业名称检索到的年度报告' },
  declarationyears: { title: '申报年度', description: '企业历年年报申报详情' },
  trademarkone: { title: '商标查询', description: '查询商标注册状态、类别与申请人' },
  footerpatent: { title: '专利查询', description: '查询发明、实用新型与外观设计专利' },
  footerpatentlist: { title: '专利查询结果', description: '按关键词检索到的专利' },
  enterprisepatentlist: { title: '企业专利', description: '一家企业名下的全部专利' },
  footerpatentdetails: { title: '专利详情', description: '专利申请号、权利人与法律状态' },
  softwarecopyright: { title: '软件著作权', description: '查询软件著作权登记信息' },
  softwarecopyrightlist: { title: '软件著作权查询结果', description: '按关键词检索到的软件著作权' },
  softwarecopyrightdetails: { title: '软件著作权详情', description: '登记号、著作权人与登记日期' },
  workwork: { title: '作品著作权', description: '查询美术、文字等作品著作权登记信息' },
  workworklist: { title: '作品著作权查询结果', description: '按关键词检索到的作品著作权' },
  workworkdetails: { title: '作品著作权详情', description: '作品类别、著作权人与登记日期' },
  enterpriselogo: { title: '企业logo', description: '查询企业标志与品牌形象' },
  enterpriselogolist: { title: '企业logo查询结果', description: '按关键词检索到的企业标志' },
  enterpriselogodetails: { title: '企业logo详情', description: '企业标志的归属企业与使用信息' },
  brand: { title: '品牌', description: '发现优质企业品牌' },
  branddetails: { title: '品牌详情', description: '品牌介绍、所属企业与相关产品' },
  registeredcompany: { title: '注册公司', description: '公司注册流程、材料与费用说明' },
  aboutus: { title: '关于我们', description: '易商云团队与服务承诺' },
  operate: { title: '运营服务', description: '企业经营全周期运营支持' },
  business_plan: { title: '商业计划书', description: '专业团队为您撰写融资级商业计划书' },
  finance: { title: '融资服务', description: '股权融资、债权融资与政策资金申报' },
  rd_discount: { title: '研发费用加计扣除', description: '研发费用归集与加计扣除申报辅导' },
  rd_manage: { title: '研发项目管理', description: '研发项目立项、归集与资料管理' },
  rd_software: { title: '软件研发', description: '定制软件开发与技术外包服务' },
  rd_cooperate: { title: '产学研合作', description: '对接高校与科研院所，共建研发项目' },
  ta: { title: '专题活动', description: '易商云专题活动页' },
  notFound: { title: '页面不存在', description: '您访问的页面不存在或已被移除' },
} as const;

export type PageId = keyof typeof pageText;

export const shellText = {
  placeholderNote: '页面内容即将上线，敬请期待。',
  backHome: '返回首页',
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
  finance: '融资服务',
  financeDesc: '股权、债权与政策资金',
  mobile: '手机版',
  mobileQrAlt: '易商云手机版二维码',
  miniProgramQrAlt: '易商云小程序二维码',
  mobileQrCaption: '扫码访问手机版',
  miniProgramQrCaption: '微信扫码打开小程序',
  vip: 'VIP会员',
  login: '登录',
  userMenuLabel: '用户菜单',
  userDetails: '用户详情',
  logout: '退出登录',
  avatarAlt: '用户头像',
  navFailed: '导航加载失败',
} as const;

export const searchText = {
  label: '搜索企业',
  placeholder: '请输入公司名称、人名或产品名',
  button: '搜索',
} as const;

export const footerText = {
  consultantsTitle: '专属顾问',
  consultantsSubtitle: '资深顾问一对一服务，免费解答您的问题',
  consultOnline: '在线咨询',
  consultPhone: '免费电话咨询',
  consultantQrAlt: (name: string) => `${name}的企业微信二维码`,
  consultantQrHint: '扫码添加顾问企业微信',
  consultantPhotoAlt: (name: string) => `${name}的照片`,
  expertiseLabel: '擅长领域',
  blurbs: [
    { title: '专业顾问', text: '十年以上经验的顾问团队一对一服务' },
    { title: '价格透明', text: '明码标价，无隐形消费' },
    { title: '全程托管', text: '资料提交到办结，进度实时可查' },
    { title: '售后无忧', text: '办理不成功全额退款' },
  ],
  linksLabel: '页脚导航',
  officialAccount: '微信公众号',
  officialAccountQrAlt: '易商云微信公众号二维码',
  miniProgram: '微信小程序',
  hotlineLabel: '全国服务热线',
  serviceHours: '周一至周日 9:00-21:00',
  siteLinksLabel: '网站信息',
  siteLinks: [
    { to: '/profile', label: '公司简介' },
    { to: '/contact', label: '联系我们' },
    { to: '/userprotocol', label: '用户协议' },
    { to: '/disclaimer', label: '免责声明' },
    { to: '/privacypolicy', label: '隐私政策' },
  ],
  copyright: (year: number) => `© ${year} 易商云 版权所有`,
  icp: (record: string) => `ICP备案号：${record}`,
  police: (record: string) => `公安机关备案号：${record}`,
  notice: '本站企业信息来源于国家企业信用信息公示系统等公开渠道，仅供参考。',
} as const;

export const demoRibbonText = {
  label: '演示环境',
  title: '演示环境：数据为演示数据，登录与短信为模拟，请勿输入真实个人信息',
} as const;

export const toolBarText = {
  label: '快捷工具',
  support: '在线客服',
  consultant: '服务顾问',
  publishNeed: '发布需求',
  officialAccount: '公众号',
  miniProgram: '小程序',
  backToTop: '返回顶部',
  officialAccountQrAlt: '易商云微信公众号二维码',
  miniProgramQrAlt: '易商云小程序二维码',
  officialAccountCaption: '关注公众号，获取最新政策',
  miniProgramCaption: '微信扫码打开小程序',
  loginFirst: '请先登录后再咨询服务顾问',
  unread: (n: number) => `${n} 条未读消息`,
} as const;
