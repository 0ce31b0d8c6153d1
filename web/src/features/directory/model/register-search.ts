import { z } from 'zod';

/**
 * A register list's URL state: keyword, page and (for one company's records) its eid. Values
 * that do not parse are dropped; page 1 is left out of the URL.
 */
export const RegisterSearchSchema = z.object({
  keyword: z.string().trim().max(50).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  eid: z.string().trim().min(1).max(64).optional().catch(undefined),
});
export type RegisterSearch = z.infer<typeof RegisterSearchSchema>;

export function parseRegisterSearch(raw: unknown): RegisterSearch {
  const search = RegisterSearchSchema.parse(raw ?? {});
  return Object.fromEntries(
    Object.entries({
      keyword: search.keyword === '' ? undefined : search.keyword,
      page: search.page === 1 ? undefined : search.page,
      eid: search.eid,
    }).filter(([, value]) => value !== undefined),
  ) as RegisterSearch;
}

/** The lookup call's query: page 1 by default, empty values left out. */
export function registerQueryOf(search: RegisterSearch): {
  keyword?: string;
  page: number;
  eid?: string;
} {
  return {
    page: search.page ?? 1,
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.eid ? { eid: search.eid } : {}),
  };
}
