// The sections of 个人中心 this feature draws: 我的订单, 我的需求 and 会员权益 (with 账号与数据).
export { OrdersPanel } from './components/orders-panel';
export { NeedsPanel } from './components/needs-panel';
export { BenefitsPanel } from './components/benefits-panel';
