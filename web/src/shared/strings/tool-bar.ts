import { groupDigits } from '../helpers/group-digits';

/** Every Chinese UI string of the floating tool bar, written once (loaded with it). */
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
  unread: (n: number) => `${groupDigits(n)} 条未读消息`,
} as const;
