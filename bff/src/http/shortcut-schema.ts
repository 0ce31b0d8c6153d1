import { z } from 'zod';

/**
 * The shortcut schema of a reply contract: the JSON Schema of the part of a zod schema whose
 * values zod would accept *and return unchanged*. The byte check (byte-check.ts) is compiled from
 * it. The contracts stay the single source of truth, and the shortcut is sound by construction:
 *
 * - Only the "pure" part of a schema is compiled: no transforms, defaults, catches, refinements
 *   or formats JSON Schema cannot state exactly. A union is compiled only up to its first impure
 *   member (zod returns the first member that accepts, so an earlier pure member that accepts is
 *   the member zod picks). A schema with nothing pure gets no shortcut.
 * - Every object is closed (`additionalProperties: false`): a key zod would strip fails the
 *   shortcut, so zod's output can only equal its input.
 * - Numbers are finite, as JSON numbers are in zod (JSON.parse turns 1e999 into Infinity).
 * - Patterns are the contract's own regexes, tested without flags, as zod tests them.
 *
 * When the shortcut says no, zod decides (its verdict, its messages, its stripping).
 * `shortcut-schema.test.ts` checks for every route's samples and mutations that the shortcut never
 * accepts what zod rejects or would change.
 */

const IMPURE_TYPES = new Set([
  'pipe',
  'transform',
  'default',
  'prefault',
  'catch',
  'custom',
  'lazy',
  'promise',
  'success',
  'nonoptional',
  'readonly',
  'map',
  'set',
  'date',
  'bigint',
  'symbol',
  'undefined',
  'void',
  'nan',
  'file',
  'template_literal',
  'function',
  'intersection',
  'tuple',
  'record',
]);

/** Checks whose JSON Schema keywords mean exactly what zod checks. */
const EXACT_CHECKS = new Set([
  'min_length',
  'max_length',
  'length_equals',
  'greater_than',
  'less_than',
  'number_format',
]);

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      checks?: Array<{ _zod: { def: { check: string; format?: string; pattern?: RegExp } } }>;
      options?: z.ZodType[];
      catchall?: unknown;
    };
  };
}

function internals(schema: unknown): ZodInternals['_zod']['def'] | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  return (schema as ZodInternals)._zod.def;
}

/** The JSON Schema of a pure schema, closed and finite; undefined when anything is impure. */
export function pureJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  let pure = true;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, {
      io: 'input',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      override(ctx) {
        const def = internals(ctx.zodSchema);
        if (!def || IMPURE_TYPES.has(def.type)) {
          pure = false;
          return;
        }
        for (const check of def.checks ?? []) {
          const c = check._zod.def;
          const regexWithoutFlags =
            c.check === 'string_format' && c.format === 'regex' && c.pattern?.flags === '';
          if (!EXACT_CHECKS.has(c.check) && !regexWithoutFlags) pure = false;
        }
        const out = ctx.jsonSchema;
        if (def.type === 'object') {
          // Unknown keys are stripped by zod (a change) or refused: either way, not a shortcut.
          // A loose object's catch-all keeps them as they are.
          if (def.catchall === undefined || internals(def.catchall)?.type === 'never') {
            out.additionalProperties = false;
          }
        }
        if (def.type === 'number') {
          out.maximum = Math.min(Number(out.maximum ?? Number.MAX_VALUE), Number.MAX_VALUE);
          out.minimum = Math.max(Number(out.minimum ?? -Number.MAX_VALUE), -Number.MAX_VALUE);
        }
      },
    });
  } catch {
    return undefined;
  }
  return pure ? json : undefined;
}

/** The members of a union up to its first impure one; the schema itself otherwise. */
function pureMembers(schema: z.ZodType): Array<Record<string, unknown>> {
  const def = internals(schema);
  if (def?.type !== 'union' || !def.options) {
    const json = pureJsonSchema(schema);
    return json ? [json] : [];
  }
  const members: Array<Record<string, unknown>> = [];
  for (const option of def.options) {
    const json = pureJsonSchema(option);
    if (!json) break;
    members.push(json);
  }
  return members;
}

/**
 * The JSON Schema the shortcut checks for a reply schema (its pure members, closed and finite),
 * or undefined when no part of it can have one. `byte-check.ts` compiles the same schema.
 */
export function shortcutSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  const members = pureMembers(schema);
  if (members.length === 0) return undefined;
  const strip = (json: Record<string, unknown>) => {
    const { $schema: _ignored, ...rest } = json;
    return rest;
  };
  const first = members[0];
  return members.length === 1 && first ? strip(first) : { anyOf: members.map((m) => strip(m)) };
}
