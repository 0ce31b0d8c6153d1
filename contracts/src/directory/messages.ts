/**
 * Chinese messages of the directory's own calls (suggestions, error reports, search filters),
 * shared by the BFF's validation and the SPA. Kept apart from common/messages so each area's
 * texts live with its contracts.
 */
export const directoryMessages = {
  statusInvalid: '登记状态不正确',
  yearInvalid: '成立年份必须是 1949–2100 之间的整数',
  yearRangeInverted: '成立年份的起始年份不能晚于结束年份',
  sortInvalid: '排序方式不正确',
  topicInvalid: '请选择纠错的信息类别',
  contentEmpty: '请填写纠错内容',
  contentTooShort: '纠错内容至少 5 个字',
  contentTooLong: '纠错内容不能超过 500 个字',
  contactInvalid: '联系方式请填写 11 位手机号或邮箱',
  reportStored: '感谢您的纠错，我们会在 3 个工作日内核实处理',
} as const;
