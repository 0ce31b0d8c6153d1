/**
 * The eleven services the product sells, with the numeric ids the free phone consultation
 * carries (its `id` query is a number). The ids are ours; keep them stable,
 * the upstream stores them with each consultation.
 */
export const SERVICES = [
  { id: 1, name: '公司注册' },
  { id: 2, name: '代理记账' },
  { id: 3, name: '银行开户' },
  { id: 4, name: '公司注销' },
  { id: 5, name: '商标注册' },
  { id: 6, name: '专利申请' },
  { id: 7, name: '软件著作权' },
  { id: 8, name: '作品著作权' },
  { id: 9, name: '财税服务' },
  { id: 10, name: '企业查询' },
  { id: 11, name: 'VIP会员' },
] as const;

export type Service = (typeof SERVICES)[number];
export type ServiceId = Service['id'];
export type ServiceName = Service['name'];

export const SERVICE_IDS: readonly number[] = SERVICES.map((service) => service.id);

export function serviceById(id: number): Service | undefined {
  return SERVICES.find((service) => service.id === id);
}

export function serviceIdByName(name: string): ServiceId | undefined {
  return SERVICES.find((service) => service.name === name)?.id;
}
