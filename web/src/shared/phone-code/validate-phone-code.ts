import { messages } from '@ysy/contracts/common/messages';
import { CONSULT_PHONE_PATTERN } from '@ysy/contracts/common/phone-patterns';
import { dialogStrings } from '../strings/dialogs';

/** Empty → 手机号不能为空; not 1[3-9] + 9 digits → 手机号格式有误，请重新输入. */
export function validateConsultPhone(phone: string): string | null {
  const value = phone.trim();
  if (!value) return messages.phoneEmpty;
  if (!CONSULT_PHONE_PATTERN.test(value)) return messages.consultPhoneBadFormat;
  return null;
}

/** On submit with a valid phone, an empty code → 验证码不能为空. */
export function validateConsultCode(code: string): string | null {
  return code.trim() ? null : messages.verifyCodeEmpty;
}

/** Requesting an SMS code needs a valid phone and no phone error currently shown. */
export function canRequestCode(phone: string, currentPhoneError: string | null): boolean {
  return !currentPhoneError && validateConsultPhone(phone) === null;
}

export interface ConsultFormErrors {
  phone: string | null;
  code: string | null;
}

/**
 * Errors for a submit: the phone first; the code is only judged once the phone is valid,
 * so one error shows at a time.
 */
export function validateConsultSubmit(form: { phone: string; code: string }): ConsultFormErrors {
  const phone = validateConsultPhone(form.phone);
  if (phone) return { phone, code: null };
  return { phone: null, code: validateConsultCode(form.code) };
}

/** Errors are shown in red with a '* ' prefix. */
export function formatError(message: string): string {
  return `${dialogStrings.consultation.errorPrefix}${message}`;
}
