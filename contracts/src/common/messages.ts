/**
 * Chinese messages shared by the BFF and the SPA. Validation texts of spec §5 are quoted
 * exactly; the rest are ours, written for a person reading them.
 */
export const messages = {
  // spec §5 — publish need
  needAndPhoneEmpty: '请输入发布需求和手机号',
  needEmpty: '需要内容不能为空',
  phoneEmpty: '手机号不能为空',
  phoneBadFormat: '手机号码格式不正确',
  agreementMissingDialog: '请先点击同意《隐私保护协议》',
  agreementMissingFooter: '请先勾选“我已阅读并同意《易商云隐私保护协议》”',
  needTooLong: '内容太长',
  needTooShort: '需求内容至少 2 个字',
  // spec §5 — consultation
  consultPhoneBadFormat: '手机号格式有误，请重新输入',
  verifyCodeEmpty: '验证码不能为空',
  // BFF / transport (ours)
  badRequest: '请求参数不正确',
  unauthorized: '登录已失效，请重新登录',
  csrfMissing: '请求来源校验失败，请刷新页面后重试',
  tooManyRequests: '操作过于频繁，请稍后再试',
  smsTooFrequent: '验证码发送过于频繁，请 60 秒后再试',
  upstreamTimeout: '服务响应超时，请稍后再试',
  upstreamUnreachable: '服务暂时无法连接，请稍后再试',
  upstreamBadReply: '服务返回的数据格式有误，请稍后再试',
  upstreamError: '服务暂时不可用，请稍后再试',
  notFound: '请求的资源不存在',
  noData: '没有数据',
  internalError: '服务器内部错误，请稍后再试',
} as const;
