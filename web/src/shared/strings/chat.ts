import { groupDigits } from '../helpers/group-digits';

/** Every Chinese UI string of the support and consultant chat windows and the agent console. */
export const chatText = {
  support: '在线客服',
  consultant: '服务顾问',
  close: '关闭',
  empty: '消息不能为空',
  read: '已读',
  unread: '未读',
  connecting: '正在连接…',
  reconnecting: '重新连接中…',
  disconnected: '连接已断开',
  retry: '重试',
  failed: '发送失败',
  failedBecause: (reason: string) => `发送失败：${reason}`,
  queued: '等待发送',
  sending: '发送中',
  uploading: (percent: number) => `上传中 ${percent}%`,
  send: '发送',
  inputLabel: '输入消息',
  inputPlaceholder: '请输入消息，Enter 发送，Shift+Enter 换行',
  emoji: '表情',
  emojiPicker: '选择表情',
  attach: '发送文件',
  accounts: '会话列表',
  unreadCount: (count: number) => `${groupDigits(count)} 条未读消息`,
  messages: '消息记录',
  loadingOlder: '正在加载更早的消息…',
  historyComplete: '没有更早的消息了',
  download: '下载',
  viewImage: '查看大图',
  image: '图片',
  video: '视频',
  file: '文件',
  loginFirst: '请先登录后再咨询服务顾问',
  noConsultant: '暂无可咨询的服务顾问',
  loadFailed: '加载失败',
  openFailed: '无法连接在线客服，请稍后重试',
  supportGreeting: (hours: string) =>
    hours
      ? `您好，欢迎咨询易商云在线客服！客服在线时间：${hours}。其他时间请直接留言，客服上线后会尽快回复您。`
      : '您好，欢迎咨询易商云在线客服！请直接留言，客服会尽快回复您。',
  agent: {
    title: '客服工作台',
    login: '登录',
    account: '客服账号',
    password: '密码',
    logout: '退出',
    refused: '账号或密码错误',
    conversations: '会话',
    none: '暂无会话',
    visitorPage: '访问页面',
    pick: '请选择左侧的会话',
  },
} as const;

/** A size line for a file message: 512 B, 1.2 KB, 3.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
