/** A decimal number as text parts, so no digit goes through binary floating point. */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for none). */
  int: string;
  /** Fraction digits exactly as written, trailing zeros kept. */
  frac: string;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

function shiftPoint(digits: string, point: number): [string, string] {
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/**
 * Reads a number or numeric text (sign, digits, point, exponent) into exact parts; undefined for
 * empty or non-numeric input. Numbers are read from their shortest text form (`0.1` is '0.1').
 *
 * @example parseDecimal('-1.50') // { negative: true, int: '1', frac: '50' }
 */
export function parseDecimal(value: unknown): DecimalParts | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'bigint') return undefined;
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) return undefined;
  const [, sign, intDigits = '', fracDigits = '', exponent] = match;
  if (intDigits === '' && fracDigits === '') return undefined;
  const [int, frac] = exponent
    ? shiftPoint(intDigits + fracDigits, intDigits.length + Number(exponent))
    : [intDigits, fracDigits];
  const trimmedInt = int.replace(/^0+(?=\d)/, '') || '0';
  const isZero = /^0*$/.test(trimmedInt + frac);
  return { negative: sign === '-' && !isZero, int: trimmedInt, frac };
}

/** The parts as an integer scaled by 10^scale; `scale` must be ≥ the fraction length. */
export function toScaled({ negative, int, frac }: DecimalParts, scale: number): bigint {
  const magnitude = BigInt(int + frac.padEnd(scale, '0'));
  return negative ? -magnitude : magnitude;
}

/**
 * Divides and rounds half away from zero (the rounding of money on a receipt).
 *
 * @example divideRounded(5n, 2n) // 3n
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // floor((2n + d) / 2d) is n/d rounded half up, computed exactly.
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * Text of `scaled / 10^scale`; `trimZeros` drops trailing fraction zeros.
 *
 * @example formatScaled(-150n, 2, true) // '-1.5'
 */
export function formatScaled(scaled: bigint, scale: number, trimZeros = false): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  let frac = digits.slice(digits.length - scale);
  if (trimZeros) frac = frac.replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
