import { z } from 'zod';
import { PageSchema, replyOf } from '../common/envelope';
import { defineRoute } from '../common/route';

/** A service consultant, as the footer cards and the consultant chat show them. */
export const ConsultantSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  position: z.string(),
  /** Photo URL. */
  buphoto: z.string(),
  /** URL of the consultant's WeCom QR image. */
  qyh_qywx: z.string(),
  areas_of_expertise: z.array(z.string()),
  im_accid: z.string(),
});
export type Consultant = z.infer<typeof ConsultantSchema>;

export const CustomerServiceAllQuerySchema = z.object({ page: PageSchema });
export type CustomerServiceAllQuery = z.infer<typeof CustomerServiceAllQuerySchema>;
export const CustomerServiceAllReplySchema = replyOf(
  z.object({ customerServiceAll: z.array(ConsultantSchema) }),
);
export type CustomerServiceAllReply = z.infer<typeof CustomerServiceAllReplySchema>;

export const customerServiceAll = defineRoute({
  id: 'customerServiceAll',
  method: 'GET',
  cache: 'public',
  path: '/api/client/customerservice/all',
  summary: '服务顾问列表（页脚随机取第 1 或第 2 页）',
  query: CustomerServiceAllQuerySchema,
  reply: CustomerServiceAllReplySchema,
});
