import { z } from 'zod';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency-header';

export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_ROUTES,
  takesIdempotencyKey,
  type IdempotentRouteId,
} from './idempotency-header';

export const idempotencyMessages = {
  /** 400 from the BFF: the header is there but is no key; nothing is forwarded. */
  keyInvalid: '请求编号格式不正确，请刷新页面后重试',
  /** 409 from the upstream: the key was first used with another body, which stays as stored. */
  keyReused: '该请求编号已用于另一项提交，请刷新页面后重试',
} as const;

/** The `Idempotency-Key` header's value. */
export const IdempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, idempotencyMessages.keyInvalid);
