import type { z } from 'zod';

export interface ContractIssue {
  /** Dotted path of the failing field (`data.0.category_name`); '' for the whole value. */
  field: string;
  message: string;
}

type ZodIssue = z.core.$ZodIssue;

function depth(issues: readonly ZodIssue[]): number {
  let deepest = 0;
  for (const issue of issues) deepest = Math.max(deepest, issue.path.length);
  return deepest;
}

/**
 * The field that broke a reply, for the log line. Replies are unions (success | failure), whose
 * error lists every option's issues under one `invalid_union` at the root; the option that got
 * furthest into the value (deepest path) is the one the upstream meant to send.
 */
export function contractIssue(error: z.ZodError): ContractIssue {
  let prefix: PropertyKey[] = [];
  let issue: ZodIssue | undefined = error.issues[0];
  while (issue && issue.code === 'invalid_union' && issue.errors.length > 0) {
    let best: readonly ZodIssue[] = issue.errors[0] ?? [];
    for (const option of issue.errors) if (depth(option) > depth(best)) best = option;
    if (best.length === 0) break;
    prefix = [...prefix, ...issue.path];
    issue = best[0];
  }
  if (!issue) return { field: '', message: 'invalid' };
  return { field: [...prefix, ...issue.path].map(String).join('.'), message: issue.message };
}
