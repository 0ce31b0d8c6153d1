import { z } from 'zod';
import { MAX_DATABASE_ID } from './database-id';
import { messages } from './messages';

/**
 * Field schemas shared by several areas. Query values arrive as strings, so numbers are coerced;
 * an empty query value (`?user_id=`) counts as absent for optional fields.
 */

/** `''` → undefined, so `?x=` means "not given" rather than 0. Keeps the JSON Schema of `schema`. */
export function optionalQuery<S extends z.ZodType>(schema: S) {
  return z.preprocess<unknown, z.ZodOptional<S>, z.input<S> | undefined>(
    (value) => (value === '' ? undefined : value),
    schema.optional(),
  );
}

/** A database id in a query string: a whole number from 1. */
export const IdSchema = z.coerce
  .number({ error: messages.idInvalid })
  .int(messages.idInvalid)
  .min(1, messages.idInvalid)
  .max(MAX_DATABASE_ID, messages.idInvalid);

/** The logged-in user's id, which the upstream's calls pass along when known. */
export const UserIdQuerySchema = optionalQuery(
  z.coerce
    .number({ error: messages.userIdInvalid })
    .int(messages.userIdInvalid)
    .min(1, messages.userIdInvalid)
    .max(MAX_DATABASE_ID, messages.userIdInvalid),
);

/** Search keyword (company name, person or product): trimmed, 1–50 characters. */
export const KeywordSchema = z
  .string({ error: messages.keywordEmpty })
  .trim()
  .min(1, messages.keywordEmpty)
  .max(50, messages.keywordTooLong);

/** Enterprise id as the company calls use it (an opaque string). */
export const EidSchema = z
  .string({ error: messages.eidEmpty })
  .trim()
  .min(1, messages.eidEmpty)
  .max(64, messages.eidTooLong);

/** Calendar date as the upstream writes it, `YYYY-MM-DD`. */
export const DateSchema = z.iso.date();

/** Unified social credit code (统一社会信用代码): 18 characters, digits and capitals without I, O, S, V, Z. */
export const CreditCodeSchema = z
  .string()
  .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/);

/** A whole, non-negative count (totals, views, employees). */
export const CountSchema = z.number().int().min(0);
