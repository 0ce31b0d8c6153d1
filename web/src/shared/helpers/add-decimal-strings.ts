const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(value: string): Scaled {
  const match = DECIMAL.exec(value.trim());
  const intPart = match?.[2] ?? '';
  const fracPart = match?.[3] ?? '';
  if (!match || (intPart === '' && fracPart === '')) {
    throw new TypeError(`not a decimal number: "${value}"`);
  }
  const digits = BigInt((intPart || '0') + fracPart);
  return { units: match[1] === '-' ? -digits : digits, scale: fracPart.length };
}

/**
 * Adds two decimal numbers given as strings without binary rounding, e.g.
 * `addDecimalStrings('0.1', '0.2') === '0.3'`. Works for any size and sign; the result has no
 * trailing fraction zeros. Throws a TypeError for input that is not a plain decimal number.
 */
export function addDecimalStrings(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const sum = x.units * 10n ** BigInt(scale - x.scale) + y.units * 10n ** BigInt(scale - y.scale);

  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(scale + 1, '0');
  const intPart = digits.slice(0, digits.length - scale);
  const fracPart = digits.slice(digits.length - scale).replace(/0+$/, '');
  const abs = fracPart ? `${intPart}.${fracPart}` : intPart;
  return negative ? `-${abs}` : abs;
}
