import { isRecord } from '@ysy/contracts/common/is-record';

/**
 * Whether validation returned exactly what came in: same keys at every level, same primitive
 * values. Then the upstream's own JSON text can go to the browser as it is, saving a
 * JSON.stringify (the largest single cost of a validated reply). Any stripped key, added default
 * or transformed value makes it false, and the reply is re-serialised from the validated value.
 */
export function isUnchanged(input: unknown, output: unknown): boolean {
  if (input === output) return true;
  if (Array.isArray(input)) {
    if (!Array.isArray(output) || input.length !== output.length) return false;
    for (let i = 0; i < input.length; i++) if (!isUnchanged(input[i], output[i])) return false;
    return true;
  }
  if (!isRecord(input) || !isRecord(output)) return false;
  let keys = 0;
  for (const key in input) {
    keys++;
    if (!Object.hasOwn(output, key) || !isUnchanged(input[key], output[key])) return false;
  }
  for (const _key in output) keys--;
  return keys === 0;
}
