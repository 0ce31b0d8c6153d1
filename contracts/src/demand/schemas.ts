import { z } from 'zod';
import { CodeMsgSchema } from '../common/envelope';
import { messages } from '../common/messages';
import { DemandPhoneSchema } from '../common/phone';
import { defineRoute } from '../common/route';
import { NEED_MAX, NEED_MIN } from './values';

export { NEED_MAX, NEED_MIN } from './values';

export const NeedSchema = z
  .string({ error: messages.needEmpty })
  .trim()
  .min(1, messages.needEmpty)
  .min(NEED_MIN, messages.needTooShort)
  .max(NEED_MAX, messages.needTooLong);

const DemandFieldsSchema = z.strictObject({ need: NeedSchema, phone: DemandPhoneSchema });

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The publish-need body (docs/behaviour.md#validation). When both fields are empty the one message
 * is 请输入发布需求和手机号, so that case is caught before the field checks run (a failing
 * preprocess step stops the pipe; the JSON Schema still describes the fields).
 */
export const DemandBodySchema = z.preprocess<
  unknown,
  typeof DemandFieldsSchema,
  z.input<typeof DemandFieldsSchema>
>((input, ctx) => {
  if (typeof input === 'object' && input !== null) {
    const { need, phone } = input as { need?: unknown; phone?: unknown };
    if (isBlank(need) && isBlank(phone)) {
      ctx.addIssue({ code: 'custom', message: messages.needAndPhoneEmpty, path: [], input });
    }
  }
  return input;
}, DemandFieldsSchema);
export type DemandBody = z.infer<typeof DemandBodySchema>;

export const publishDemand = defineRoute({
  id: 'publishDemand',
  method: 'POST',
  path: '/api/client/publish_demand',
  auth: 'optional',
  summary: '发布需求（需求内容 + 手机号）',
  body: DemandBodySchema,
  reply: CodeMsgSchema,
});
