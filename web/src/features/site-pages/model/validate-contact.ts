import type { CONTACT_TOPICS } from '@ysy/contracts/service/schemas';
import { contactText } from '../../../shared/strings/service';
import { formatError, validateConsultPhone } from '../../../shared/phone-code/validate-phone-code';

export interface ContactForm {
  topic: (typeof CONTACT_TOPICS)[number];
  name: string;
  phone: string;
  message: string;
}

/** The first problem with the form, shown in red with the '* ' prefix, or null. */
export function validateContact(form: ContactForm): string | null {
  if (!form.name.trim()) return formatError(contactText.nameEmpty);
  const phone = validateConsultPhone(form.phone);
  if (phone) return formatError(phone);
  const message = form.message.trim();
  if (!message) return formatError(contactText.messageEmpty);
  if (Array.from(message).length < 5) return formatError(contactText.messageTooShort);
  return null;
}
