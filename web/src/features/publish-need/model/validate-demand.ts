import { messages } from '@ysy/contracts/common/messages';
import { DEMAND_PHONE_PATTERN } from '@ysy/contracts/common/phone-patterns';
import { NEED_MAX, NEED_MIN } from '@ysy/contracts/demand/values';

export type DemandVariant = 'dialog' | 'footer';

export interface DemandInput {
  need: string;
  phone: string;
  agreed: boolean;
}

/**
 * The message of the first rule the input breaks (docs/behaviour.md#validation), or null when
 * it may be sent. The footer and the dialog differ only in how they ask for the agreement; the
 * footer's too-long rule applies to the dialog too, with the same text.
 */
export function validateDemand(input: DemandInput, variant: DemandVariant): string | null {
  const need = input.need.trim();
  const phone = input.phone.trim();
  if (!need && !phone) return messages.needAndPhoneEmpty;
  if (!need) return messages.needEmpty;
  if (!phone) return messages.phoneEmpty;
  // Counted as the contract counts (string length), so the browser and the BFF agree.
  if (need.length > NEED_MAX) return messages.needTooLong;
  if (need.length < NEED_MIN) return messages.needTooShort;
  if (!DEMAND_PHONE_PATTERN.test(phone)) return messages.phoneBadFormat;
  if (!input.agreed)
    return variant === 'dialog' ? messages.agreementMissingDialog : messages.agreementMissingFooter;
  return null;
}
