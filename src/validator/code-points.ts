/**
 * String lengths in Unicode code points, as JSON Schema counts them. A lone surrogate (a UTF-16
 * unit with no partner, which `JSON.parse("\"\\ud800\"")` produces) counts as one code point: the same
 * view that `[...string]` and a `u`-flag RegExp take. Such strings are neither rejected nor repaired.
 *
 * Embedded verbatim in the ahead-of-time validators: self-contained.
 */
export function codePointLength(s: string): number {
  let count = 0;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** `codePointLength(s) >= min`, without counting when the UTF-16 length already decides. */
export function hasMinLength(s: string, min: number): boolean {
  if (s.length < min) return false;
  if (s.length >= 2 * min) return true;
  return codePointLength(s) >= min;
}

/** `codePointLength(s) <= max`, without counting when the UTF-16 length already decides. */
export function hasMaxLength(s: string, max: number): boolean {
  if (s.length <= max) return true;
  if (s.length > 2 * max) return false;
  return codePointLength(s) <= max;
}
