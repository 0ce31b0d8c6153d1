import { orderText } from '../../../shared/strings/service';
import { formatError, validateConsultPhone } from '../../../shared/phone-code/validate-phone-code';

export interface OrderContact {
  contactName: string;
  phone: string;
}

/**
 * The first problem with the contact fields, as shown in red ('* ' prefix), or null. The phone
 * follows the consultation's rule (1, then 3–9, 11 digits) and its messages; the server checks
 * everything again.
 */
export function validateOrderContact(form: OrderContact): string | null {
  if (!form.contactName.trim()) return formatError(orderText.contactNameEmpty);
  const phone = validateConsultPhone(form.phone);
  return phone ? formatError(phone) : null;
}
