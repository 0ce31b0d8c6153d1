import type { ServiceOrderBody } from '@ysy/contracts/service/schemas';
import type { OrderSelection } from './order-total';
import type { OrderContact } from './validate-order';

export interface OrderContactFields extends OrderContact {
  companyName: string;
  note: string;
}

export const emptyOrderContact: OrderContactFields = {
  contactName: '',
  phone: '',
  companyName: '',
  note: '',
};

/** The order as the upstream takes it: fields trimmed, the optional ones left out when empty. */
export function orderRequest(
  slug: string,
  selection: OrderSelection,
  contact: OrderContactFields,
): ServiceOrderBody {
  const companyName = contact.companyName.trim();
  const note = contact.note.trim();
  return {
    slug,
    plan_code: selection.planCode,
    term_months: selection.termMonths,
    extras: [...selection.extras],
    contact_name: contact.contactName.trim(),
    phone: contact.phone.trim(),
    ...(companyName ? { company_name: companyName } : {}),
    ...(note ? { note } : {}),
  };
}
