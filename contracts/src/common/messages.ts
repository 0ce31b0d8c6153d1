import { transportMessages } from './transport-messages';

/**
 * Chinese messages shared by the BFF and the SPA. The product's validation texts are quoted exactly
 * (docs/behaviour.md#validation); the rest are ours, written for a person reading them.
 */
export const messages = {
  // publish need (the product's texts, plus the too-short one)
  needAndPhoneEmpty: '请输入发布需求和手机号',
  needEmpty: '需要内容不能为空',
  phoneEmpty: '手机号不能为空',
  phoneBadFormat: '手机号码格式不正确',
  agreementMissingDialog: '请先点击同意《隐私保护协议》',
  agreementMissingFooter: '请先勾选“我已阅读并同意《易商云隐私保护协议》”',
  needTooLong: '内容太长',
  needTooShort: '需求内容至少 2 个字',
  // consultation
  consultPhoneBadFormat: '手机号格式有误，请重新输入',
  verifyCodeEmpty: '验证码不能为空',
  verifyCodeBadFormat: '验证码为 6 位数字',
  serviceIdInvalid: '咨询的服务项目不正确',
  sessionIdEmpty: '通话编号不能为空',
  // chat input
  chatMessageEmpty: '消息不能为空',
  // query parameters (ours)
  pageNotNumber: '页码必须是数字',
  pageNotInteger: '页码必须是整数',
  pageTooSmall: '页码从 1 开始',
  pageTooLarge: '页码过大',
  idInvalid: '编号必须是正整数',
  userIdInvalid: '用户编号必须是正整数',
  keywordEmpty: '请输入搜索关键词',
  keywordTooLong: '搜索关键词不能超过 50 个字',
  eidEmpty: '企业编号不能为空',
  eidTooLong: '企业编号过长',
  provinceTooLong: '省份名称过长',
  capitalBandInvalid: '注册资本区间不正确',
  categoryNameEmpty: '知识库分类不能为空',
  categoryNameTooLong: '知识库分类名称过长',
  loginCodeEmpty: '登录凭证缺失，请重新扫码登录',
  loginStateEmpty: '登录状态参数缺失，请重新扫码登录',
  loginStateMismatch: '登录请求已失效或并非由本页面发起，请重新扫码登录',
  jsCodeBadFormat: '访客标识格式不正确',
  channelInvalid: '渠道编号不正确',
  unknownField: '包含不支持的参数',
  fieldWrongType: '参数类型不正确',
  fieldOutOfRange: '参数超出允许范围',
  fieldInvalid: '参数格式不正确',
  // BFF / transport (ours)
  ...transportMessages,
} as const;

export type MessageKey = keyof typeof messages;
