/**
 * The messages of the transport (BFF replies, timeouts, lost sessions): part of `messages`, kept
 * in their own module so the page's API client carries them without the forms' texts.
 */
export const transportMessages = {
  badRequest: '请求参数不正确',
  unstorableText: '请求中含有无法识别的字符（空字符或残缺的编码），请删除后重试',
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
  loggedOut: '已退出登录',
  overloaded: '当前访问人数过多，请稍后再试',
  upstreamBusy: '该服务当前请求过多，请稍后再试',
} as const;
