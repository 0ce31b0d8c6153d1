/**
 * Chinese messages of the service calls (offers, orders, contact messages, VIP, site pages,
 * sign-in verification), shared by the BFF, the embedded upstream and the SPA.
 */
export const serviceMessages = {
  slugInvalid: '页面标识不正确',
  planEmpty: '请选择套餐',
  planInvalid: '所选套餐不存在，请重新选择',
  termInvalid: '请选择服务期限',
  termNotOffered: '该套餐不提供所选服务期限，请重新选择',
  extraInvalid: '所选增值服务不存在',
  extrasTooMany: '增值服务选择过多',
  contactNameEmpty: '请填写联系人姓名',
  contactNameTooLong: '联系人姓名不能超过 20 个字',
  companyNameTooLong: '公司名称不能超过 50 个字',
  noteTooLong: '备注不能超过 200 个字',
  messageEmpty: '请填写留言内容',
  messageTooShort: '留言内容至少 5 个字',
  messageTooLong: '留言内容不能超过 500 个字',
  topicInvalid: '请选择留言类型',
  openidEmpty: '登录验证信息缺失，请重新扫码登录',
  orderReceived: '订单已提交，顾问将在 1 个工作日内与您联系确认',
  messageReceived: '留言已收到，我们会在 1 个工作日内回复您',
  offerNotFound: '该服务暂未上线',
  pageNotFound: '页面内容不存在',
  verifyNotPending: '当前账号无需验证或验证信息已失效，请重新扫码登录',
  verifyOk: '验证成功，已登录',
} as const;
