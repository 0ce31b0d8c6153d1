/**
 * Chinese UI strings of the service side: home sections, service landing pages, the bookkeeping
 * order, VIP, knowledge base, site and legal pages, contact form and sign-in verification.
 * Content (offers, prices, articles, legal text) comes from the database, never from here.
 */
import { groupDigits } from '../helpers/group-digits';

export const commonText = {
  loading: '正在加载…',
  loadFailed: '内容加载失败，请检查网络后重试。',
  retry: '重试',
  empty: '暂无内容',
  yuan: '¥',
  free: '免费',
  phoneConsult: '免费电话咨询',
  publishNeed: '发布需求',
  backHome: '返回首页',
  hotline: '服务热线',
  more: '查看更多',
  learnMore: '了解详情',
  revisedOn: (date: string) => `最近修订：${date}`,
  views: (n: number) => `${groupDigits(n)} 次阅读`,
  updatedOn: (date: string) => `更新于 ${date}`,
} as const;

export const homeText = {
  categoriesTitle: '企业服务',
  categoriesSubtitle: '从公司注册到财税、知识产权，创业路上的每一步都有专业顾问',
  categoriesLabel: '服务分类',
  hotBadge: '热',
  newBadge: '新',
  hotServicesTitle: '热门服务',
  hotServicesSubtitle: '明码标价，办理进度随时可查',
  priceFrom: (price: string) => `¥${price} 起`,
  knowledgeTitle: '创业知识',
  knowledgeSubtitle: '注册、记账、税务与知识产权的实用指南',
  /** The knowledge-base category whose newest articles the home page highlights. */
  knowledgeCategory: '代理记账',
  knowledgeMore: '进入知识库',
  consultantsTitle: '专业顾问',
  consultantsSubtitle: '平均从业 8 年以上，一对一解答您的问题',
  ctaTitle: '不知道从哪里开始？',
  ctaText: '留下需求或预约免费电话，顾问会在 30 分钟内联系您（工作时间）。',
  ctaPhoneServiceName: '公司注册',
} as const;

export const landingText = {
  highlightsLabel: '服务亮点',
  statsLabel: '服务数据',
  includedTitle: '服务内容',
  includedSubtitle: '每一项都写进服务协议',
  stepsTitle: '办理流程',
  stepsSubtitle: '顾问全程跟进，每一步都有记录',
  stepLabel: (n: number) => `第 ${n} 步`,
  plansTitle: '套餐与价格',
  plansSubtitle: '明码标价，政府规费另计，以服务协议为准',
  recommended: '推荐',
  oneOff: '一次性',
  perTerm: (months: number) => `/${months} 个月`,
  listPrice: (price: string) => `原价 ¥${price}`,
  consultPlan: '咨询此套餐',
  faqTitle: '常见问题',
  ctaTitle: (name: string) => `${name}，现在就和顾问聊聊`,
  ctaText: '免费电话咨询，号码严格保密；也可以发布需求，顾问主动联系您。',
  notOnline: '该服务暂未上线，您可以发布需求，顾问会与您联系。',
} as const;

export const orderText = {
  title: '选择套餐',
  planLegend: '套餐',
  termLegend: '服务期限',
  extrasLegend: '增值服务（可选）',
  oneOff: '一次性服务',
  months: (n: number) => `${n} 个月`,
  totalLabel: '合计',
  totalNote: '按所选套餐、期限与增值服务计算',
  contactLegend: '联系人信息',
  contactName: '联系人',
  contactNamePlaceholder: '您的称呼',
  phone: '手机号',
  phonePlaceholder: '请输入手机号码',
  companyName: '公司名称（选填）',
  companyNamePlaceholder: '已注册或拟注册的公司名称',
  note: '备注（选填）',
  notePlaceholder: '例如：希望上门收票、需要补账等',
  submit: '提交订单',
  submitting: '正在提交…',
  noPayment:
    '本页不在线收款：提交后顾问将在 1 个工作日内电话确认需求，双方签订服务协议后再通过对公转账付款，并开具发票。',
  confirmedTitle: '订单已提交',
  orderNo: '订单号',
  confirmedTotal: '订单金额',
  confirmedPlan: '所选套餐',
  another: '再提交一个订单',
  contactNameEmpty: '请填写联系人姓名',
} as const;

export const vipText = {
  tiersTitle: '会员等级',
  tiersSubtitle: '按年开通，随时可升级',
  perPeriod: (period: string) => `/${period}`,
  current: '当前等级',
  recommended: '推荐',
  compareTitle: '权益对比',
  compareCaption: '各等级会员权益对比',
  featureColumn: '权益',
  mineTitle: '我的会员',
  mineLoggedOut: '登录后可查看您当前的会员等级与权益。',
  login: '登录查看',
  mine: (name: string) => `您当前是「${name}」`,
  mineNone: '您当前是免费用户',
  open: '开通咨询',
  upgradeHint: '开通与升级由顾问为您办理，线上不收款。',
} as const;

export const knowledgeText = {
  navLabel: '知识库目录',
  categoriesLabel: '知识库分类',
  articlesTitle: (name: string) => `${name} · 文章`,
  noArticles: '该分类下暂无文章，看看其他分类吧。',
  tocLabel: '本文目录',
  relatedTitle: '相关文章',
  backToList: (name: string) => `返回「${name}」`,
  author: (name: string) => `作者：${name}`,
  articleMissing: '文章不存在或已下线。',
  consultTitle: '还有疑问？',
  consultText: '顾问免费为您解答，电话号码严格保密。',
} as const;

export const sitePageText = {
  factsLabel: '基本信息',
  contentsLabel: '目录',
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  registeredAddress: '注册地址',
  businessScope: '经营范围',
} as const;

export const campaignText = {
  period: (from: string, to: string) => `活动时间：${from} 至 ${to}`,
  status: { upcoming: '未开始', running: '进行中', ended: '已结束' },
  endedTitle: '本活动已结束',
  ended: (to: string) => `本活动已于 ${to}结束，活动优惠不再提供。下面是正在提供的服务与会员方案：`,
  upcomingTitle: '本活动尚未开始',
  upcoming: (from: string) =>
    `本活动将于 ${from}开始。在此之前，您可以了解正在提供的服务与会员方案：`,
  offersLabel: '正在提供的服务与会员方案',
  vipName: 'VIP 会员',
  vipHeadline: '企业查询不限次，财税与知识产权服务享会员价',
  vipAction: '查看会员方案',
} as const;

export const contactText = {
  hotlineTitle: '客服热线',
  hotlineHours: '周一至周日 9:00-21:00',
  formTitle: '在线留言',
  formSubtitle: '留言会保存到我们的客服系统，工作日 1 个工作日内回复。',
  topic: '留言类型',
  name: '您的称呼',
  namePlaceholder: '例如：王先生',
  phone: '手机号',
  phonePlaceholder: '请输入手机号码',
  message: '留言内容',
  messagePlaceholder: '请描述您的问题或合作意向（5-500 字）',
  submit: '提交留言',
  submitting: '正在提交…',
  sent: '留言已提交',
  sendAnother: '再写一条',
  nameEmpty: '请填写您的称呼',
  messageEmpty: '请填写留言内容',
  messageTooShort: '留言内容至少 5 个字',
} as const;

export const verifyText = {
  title: '验证手机号完成登录',
  subtitle: '为了保障账号安全，首次扫码登录需要验证手机号。',
  noPending: '当前没有需要验证的登录。请先扫码登录，如提示需要验证再回到本页。',
  login: '扫码登录',
  phone: '手机号',
  code: '验证码',
  submit: '验证并登录',
  submitting: '正在验证…',
  success: '验证成功，已登录',
  note: '验证码 5 分钟内有效。我们只用手机号确认您的身份，不会向您发送营销短信。',
} as const;
