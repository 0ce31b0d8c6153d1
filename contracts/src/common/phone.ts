import { z } from 'zod';
import { messages } from './messages';
import { CONSULT_PHONE_PATTERN, DEMAND_PHONE_PATTERN } from './phone-patterns';

export { CONSULT_PHONE_PATTERN, DEMAND_PHONE_PATTERN } from './phone-patterns';

export const DemandPhoneSchema = z
  .string({ error: messages.phoneEmpty })
  .trim()
  .min(1, messages.phoneEmpty)
  .regex(DEMAND_PHONE_PATTERN, messages.phoneBadFormat);

export const ConsultPhoneSchema = z
  .string({ error: messages.phoneEmpty })
  .trim()
  .min(1, messages.phoneEmpty)
  .regex(CONSULT_PHONE_PATTERN, messages.consultPhoneBadFormat);
