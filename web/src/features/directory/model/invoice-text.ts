import type { EinDetails } from '@ysy/contracts/company/schemas';
import { directoryText } from '../../../shared/strings/directory';

/**
 * The invoicing details as an invoice form asks for them, one per line: 名称, 税号, 地址电话
 * (address and phone on one line, separated by a space), 开户行及账号 (bank and account).
 */
export function invoiceText(
  ein: Pick<EinDetails, 'name' | 'tax_id' | 'address' | 'phone' | 'bank' | 'bank_account'>,
): string {
  const t = directoryText.invoiceLines;
  // A field the reply leaves out is left out of its line, not written as "undefined".
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return [
    `${t.name}：${join(ein.name)}`,
    `${t.taxId}：${join(ein.tax_id)}`,
    `${t.addressPhone}：${join(ein.address, ein.phone)}`,
    `${t.bank}：${join(ein.bank, ein.bank_account)}`,
  ].join('\n');
}
