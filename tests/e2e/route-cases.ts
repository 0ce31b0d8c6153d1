/** Every route of the product (with a sample id) and its expected bars and title. */
export interface RouteCase {
  path: string;
  title: string;
  topBar: boolean;
  footer: boolean;
}

const show = { topBar: true, footer: true };

/** Every route (with a sample id) and its expected bars and title (docs/behaviour.md#routes). */
export const routeCases: RouteCase[] = [
  { path: '/', title: '易商云', ...show },
  { path: '/signverification', title: '注册登录验证-易商云', ...show },
  { path: '/ys', title: '公司注册-易商云', topBar: false, footer: true },
  { path: '/profile', title: '公司简介-易商云', topBar: false, footer: true },
  { path: '/userprotocol', title: '用户协议-易商云', ...show },
  { path: '/disclaimer', title: '免责声明-易商云', ...show },
  { path: '/privacypolicy', title: '隐私政策-易商云', ...show },
  { path: '/contact', title: '联系我们-易商云', topBar: false, footer: true },
  { path: '/buyfinance', title: '代理记账-易商云', topBar: false, footer: true },
  { path: '/vip', title: 'VIP会员-易商云', ...show },
  { path: '/list', title: '公司查询-易商云', ...show },
  { path: '/company/1', title: '公司详情-易商云', ...show },
  { path: '/knowledgebase/1', title: '知识库-易商云', ...show },
  { path: '/einquery', title: '税号查询-易商云', ...show },
  { path: '/einlist', title: '税号查询结果-易商云', ...show },
  { path: '/eindetails/1', title: '税号详情-易商云', ...show },
  { path: '/reportquery', title: '年报查询-易商云', ...show },
  { path: '/reportlist', title: '年报查询结果-易商云', ...show },
  { path: '/declarationyears/1', title: '申报年度-易商云', ...show },
  { path: '/trademarkone', title: '商标查询-易商云', ...show },
  { path: '/footerpatent', title: '专利查询-易商云', ...show },
  { path: '/footerpatentlist', title: '专利查询结果-易商云', ...show },
  { path: '/enterprisepatentlist', title: '企业专利-易商云', ...show },
  { path: '/footerpatentdetails/1', title: '专利详情-易商云', ...show },
  { path: '/softwarecopyright', title: '软件著作权-易商云', ...show },
  { path: '/softwarecopyrightlist', title: '软件著作权查询结果-易商云', ...show },
  { path: '/softwarecopyrightdetails/1', title: '软件著作权详情-易商云', ...show },
  { path: '/workwork', title: '作品著作权-易商云', ...show },
  { path: '/workworklist', title: '作品著作权查询结果-易商云', ...show },
  { path: '/workworkdetails/1', title: '作品著作权详情-易商云', ...show },
  { path: '/enterpriselogo', title: '企业logo-易商云', ...show },
  { path: '/enterpriselogolist', title: '企业logo查询结果-易商云', ...show },
  { path: '/enterpriselogodetails/1', title: '企业logo详情-易商云', ...show },
  { path: '/brand', title: '品牌-易商云', ...show },
  { path: '/branddetails/1', title: '品牌详情-易商云', ...show },
  { path: '/registeredcompany', title: '银行开户-易商云', ...show },
  { path: '/aboutus', title: '关于我们-易商云', ...show },
  { path: '/operate', title: '公司注销-易商云', ...show },
  { path: '/business_plan', title: '商业计划书-易商云', ...show },
  { path: '/finance', title: '财税规划-易商云', ...show },
  { path: '/rd_discount', title: '研发费用加计扣除-易商云', ...show },
  { path: '/rd_manage', title: '研发项目管理-易商云', ...show },
  { path: '/rd_software', title: '软件研发-易商云', ...show },
  { path: '/rd_cooperate', title: '产学研合作-易商云', ...show },
  { path: '/t/a', title: '专题活动-易商云', topBar: true, footer: false },
  { path: '/404', title: '页面不存在-易商云', ...show },
];
