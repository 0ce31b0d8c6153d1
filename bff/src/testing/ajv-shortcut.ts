import { Ajv2020 } from 'ajv/dist/2020.js';
import type { z } from 'zod';
import { shortcutSchema } from '../http/shortcut-schema';

/**
 * The shortcut schema checked by ajv on a parsed value: the reference the tests hold the byte
 * check to (a yes on the bytes must be a yes here on the parsed value), and the `ajv` step of the
 * proxy bench's `--diagnose`. The gateway itself runs no ajv: the byte check recognises the same
 * replies for less (docs/performance.md has the A/B).
 *
 * `unicodeRegExp: false`: a contract's pattern is tested as zod tests it, without the `u` flag
 * (with it, `.` or `[^x]` match a character outside the BMP as one, where zod sees two units).
 * Lengths stay in code points, as JSON Schema counts them.
 */
const ajv = new Ajv2020({
  strict: false,
  allErrors: false,
  validateFormats: false,
  unicodeRegExp: false,
});

export type FastCheck = (value: unknown) => boolean;

/** The shortcut for a reply schema, or undefined when no part of it can have one. */
export function compileFastCheck(schema: z.ZodType): FastCheck | undefined {
  const root = shortcutSchema(schema);
  if (root === undefined) return undefined;
  const validate = ajv.compile(root);
  return (value) => validate(value) === true;
}
