import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { DateSchema } from '../common/fields';
import { defineRoute } from '../common/route';
import { PageSectionSchema, SlugSchema } from './schemas';

/**
 * Ours: a campaign page (/t/a) with the dates it runs. The dates are data, not text, so the page
 * can say on its own when a campaign has ended instead of advertising it forever.
 */

/** A link the campaign offers while it runs (its call to action). */
export const CampaignActionSchema = z.object({ label: z.string(), url: z.string() });
export type CampaignAction = z.infer<typeof CampaignActionSchema>;

export const CampaignSchema = z.object({
  slug: z.string(),
  title: z.string(),
  lead: z.string().optional(),
  sections: z.array(PageSectionSchema),
  /** First and last day of the campaign, both included (Beijing time). */
  starts_on: DateSchema,
  ends_on: DateSchema,
  action: CampaignActionSchema.optional(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignReplySchema = replyOf(z.object({ campaign: CampaignSchema }));
export type CampaignReply = z.infer<typeof CampaignReplySchema>;

export const campaign = defineRoute({
  id: 'campaign',
  method: 'GET',
  path: '/api/client/site/campaign',
  origin: 'ours',
  auth: 'none',
  cache: 'public',
  summary: '专题活动：内容、起止日期与参与入口',
  query: z.object({ slug: SlugSchema }),
  reply: CampaignReplySchema,
});
