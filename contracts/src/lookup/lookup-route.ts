import { z } from 'zod';
import { PageSchema, replyOf } from '../common/envelope';
import { CountSchema, EidSchema, IdSchema, optionalQuery } from '../common/fields';
import { messages } from '../common/messages';
import { defineRoute } from '../common/route';

/**
 * The lookups (tax ids, reports, patents, trademarks, copyrights, brands, logos) are calls of our
 * own design, all in one shape: a paged list filtered by keyword or company, and a details call
 * by id. These helpers build both, so the eight areas cannot drift apart.
 */

export const LookupListQuerySchema = z.object({
  keyword: optionalQuery(z.string().trim().max(50, messages.keywordTooLong)),
  page: PageSchema.default(1),
  /** Only the items of this company (e.g. /enterprisepatentlist). */
  eid: optionalQuery(EidSchema),
});
export type LookupListQuery = z.infer<typeof LookupListQuerySchema>;

export const LookupDetailsQuerySchema = z.object({ id: IdSchema });
export type LookupDetailsQuery = z.infer<typeof LookupDetailsQuerySchema>;

/**
 * `{ total, page, list }`: one page of items plus the total count of matches; `estimated` when the
 * total is an estimate (a company search of a very common word), shown with 约.
 */
export function lookupListData<I extends z.ZodType>(item: I) {
  return z.object({
    total: CountSchema,
    estimated: z.boolean().optional(),
    page: z.number().int().min(1),
    list: z.array(item),
  });
}

export function lookupListRoute<I extends z.ZodType>(def: {
  id: string;
  path: string;
  summary: string;
  item: I;
}) {
  return defineRoute({
    id: def.id,
    method: 'GET',
    path: def.path,
    cache: 'public',
    origin: 'ours',
    summary: def.summary,
    query: LookupListQuerySchema,
    reply: replyOf(lookupListData(def.item)),
  });
}

/** Details reply: `data` is the item itself, like the upstream's `eindetails/show`. */
export function lookupDetailsRoute<I extends z.ZodType>(def: {
  id: string;
  path: string;
  summary: string;
  item: I;
}) {
  return defineRoute({
    id: def.id,
    method: 'GET',
    path: def.path,
    cache: 'public',
    origin: 'ours',
    summary: def.summary,
    query: LookupDetailsQuerySchema,
    reply: replyOf(def.item),
  });
}
