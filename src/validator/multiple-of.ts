/**
 * `multipleOf` for JSON numbers. Binary floating point cannot say that 0.0075 is a multiple of 0.0001
 * (0.0075 / 0.0001 is 75.00000000000001), so the test is done on the numbers' shortest decimal forms
 * (what `String(n)` prints, which is what the schema and the value were written as), exactly, with
 * BigInt arithmetic.
 *
 * Embedded verbatim in the ahead-of-time validators: self-contained.
 */
export function isMultipleOf(value: number, divisor: number): boolean {
  if (Number.isInteger(divisor)) {
    // A multiple of a whole number is a whole number.
    if (!Number.isInteger(value)) return false;
    if (Number.isSafeInteger(value) && Number.isSafeInteger(divisor)) return value % divisor === 0;
  } else {
    // Quick refusal when the float quotient is clearly fractional; its error is far below 1e-7
    // for quotients under 1e8, so a true multiple is never refused here.
    const quotient = value / divisor;
    if (Math.abs(quotient) < 1e8 && Math.abs(quotient - Math.round(quotient)) > 1e-7) return false;
  }
  return isDecimalMultiple(String(value), String(divisor));
}

/** Whether the decimal `value` is an integer multiple of the decimal `divisor` (both from `String(n)`). */
export function isDecimalMultiple(value: string, divisor: string): boolean {
  const v = decimalParts(value);
  const d = decimalParts(divisor);
  const exponent = Math.min(v.exponent, d.exponent);
  const scaledValue = v.digits * 10n ** BigInt(v.exponent - exponent);
  const scaledDivisor = d.digits * 10n ** BigInt(d.exponent - exponent);
  return scaledValue % scaledDivisor === 0n;
}

/** `"-1.25e-3"` as digits 125 and exponent -5 (the sign does not matter for divisibility). */
export function decimalParts(text: string): { digits: bigint; exponent: number } {
  const unsigned = text.charCodeAt(0) === 45 ? text.slice(1) : text;
  const e = unsigned.search(/e/i);
  const mantissa = e === -1 ? unsigned : unsigned.slice(0, e);
  const shift = e === -1 ? 0 : Number(unsigned.slice(e + 1));
  const dot = mantissa.indexOf(".");
  const whole = dot === -1 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  const fraction = dot === -1 ? 0 : mantissa.length - dot - 1;
  return { digits: BigInt(whole), exponent: shift - fraction };
}
