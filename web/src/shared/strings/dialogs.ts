/**
 * Every Chinese UI string of the three dialogs and the footer's publish-need
 * form, written once. Validation and server-side messages shared with the BFF live in
 * `@ysy/contracts/common/messages`; the product's texts are quoted exactly.
 */
export const dialogStrings = {
  close: '关闭',
  toastRegion: '通知',
  publishNeed: {
    title: '发布需求',
    chipsLabel: '常用需求',
    chips: ['公司注册', '代理记账', '银行开户', '公司注销'],
    needLabel: '需求内容',
    needPlaceholder: '请输入您的需求，如：公司注册',
    phoneLabel: '手机号',
    phonePlaceholder: '请输入手机号码',
    agreementPrefix: '我已阅读并同意',
    agreementLink: '《隐私保护协议》',
    footerAgreementLink: '《易商云隐私保护协议》',
    privacyPath: '/privacypolicy',
    submit: '立即发布',
    submitting: '正在发布...',
    footerTitle: '发布需求',
    footerSubtitle: '专业顾问 1 对 1 免费为您解答',
  },
  login: {
    title: '登录',
    qrTitle: '微信扫码登录',
    qrHint: '请使用微信扫描二维码登录',
    qrAlt: '微信扫码登录二维码',
    loadingQr: '二维码加载中...',
    qrFailed: '二维码加载失败，请关闭后重试',
    simulatedLink: '模拟扫码登录（演示环境）',
    simulatedVerifyLink: '模拟需要验证的账号登录',
    switchToMiniProgram: '切换到小程序',
    switchToQrLogin: '切换到扫码登录',
    miniProgramTitle: '扫码关注小程序',
    miniProgramAlt: '小程序二维码',
    miniProgramHint: '使用小程序扫一扫关注',
  },
  consultation: {
    title: '免费电话咨询',
    steps: ['输入手机号', '您接听顾问来电', '咨询服务事项'],
    stepsLabel: '咨询进度',
    phoneLabel: '手机号码',
    phonePlaceholder: '请输入手机号码',
    codeLabel: '验证码',
    codePlaceholder: '请输入验证码',
    getCode: '获取短信验证码',
    start: '开始免费咨询',
    note: '本次通话完全免费，您的号码将严格保密',
    calling: '正在呼叫中...',
    busy: '当前顾问正忙，您可以咨询其他顾问或者稍后再试！',
    ended: '呼叫结束',
    connected: '电话已接通，咨询中...',
    successLabel: '通话已完成',
    doneTitle: '通话已结束，感谢您的咨询',
    // The service id picks the consultant upstream, so the same consultant follows up.
    doneNext:
      '您咨询的事项已记录。如需办理，负责该服务的顾问会在 1 个工作日内回拨本次号码，确认需求与费用；办理前不收取任何费用。',
    doneClose: '完成',
    errorPrefix: '* ',
  },
} as const;

/** Countdown label of the SMS button (`60s`, `59s` …). */
export function countdownLabel(seconds: number): string {
  return `${seconds}s`;
}
