/**
 * The embedded upstream's own reply texts. It stands in for an external business API, so its
 * messages are its own (the BFF passes them through to the page); texts the BFF and the SPA share
 * come from @ysy/contracts/common/messages.
 */
export const upstreamMessages = {
  demandPublished: '需求发布成功，顾问将尽快与您联系',
  smsSent: (code: string) => `验证码已发送（演示环境验证码：${code}）`,
  smsCodeWrong: '验证码错误',
  smsCodeExpired: '验证码已过期，请重新获取',
  smsCodeUsed: '验证码已使用，请重新获取',
  smsTooManyAttempts: '验证码错误次数过多，请重新获取',
  callStarted: '正在为您呼叫顾问，请注意接听来电',
  callNotFound: '通话不存在或已结束',
  loginCodeInvalid: '登录凭证无效，请重新扫码登录',
  loginCodeUsed: '登录凭证已被使用，请重新扫码登录',
  loginCodeExpired: '登录凭证已过期，请重新扫码登录',
  loginStateMismatch: '登录状态校验失败，请重新扫码登录',
  loginOk: '登录成功',
  loggedOut: '已退出登录',
  loginVerify: '首次登录需要验证手机号',
  tokenInvalid: '登录已失效，请重新登录',
  knowledgeCategoryNotFound: '知识库分类不存在',
  articleNotFound: '文章不存在或已下线',
  companyNotFound: '企业不存在',
  itemNotFound: '记录不存在',
  capitalBandUnknown: '注册资本区间不正确',
  redirectInvalid: 'redirect_uri 必须是本站路径（以单个 / 开头）',
  accountInvalid: '测试账号只能由小写字母、数字和下划线组成，且以字母开头',
  stateInvalid: '登录状态参数缺失或过长',
  supportKeyInvalid: '客服服务鉴权失败',
  databaseDown: '数据库不可用',
} as const;
