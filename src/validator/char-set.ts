/** Sets of code points as sorted, disjoint, inclusive ranges: enough to ask whether two overlap. */

export type CharSet = readonly (readonly [number, number])[];

const MAX_CODE_POINT = 0x10ffff;

export const EMPTY: CharSet = [];
export const ALL: CharSet = [[0, MAX_CODE_POINT]];
export const DIGITS: CharSet = [[0x30, 0x39]];
export const WORD: CharSet = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
/** ECMAScript WhiteSpace and LineTerminator. */
export const SPACE: CharSet = normalize([
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a],
  [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
]);
/** What `.` matches without the `s` flag: everything but line terminators. */
export const DOT: CharSet = complement([[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]]);

export function single(codePoint: number): CharSet {
  return [[codePoint, codePoint]];
}

export function normalize(ranges: readonly (readonly [number, number])[]): CharSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export function union(a: CharSet, b: CharSet): CharSet {
  return a.length === 0 ? b : b.length === 0 ? a : normalize([...a, ...b]);
}

export function complement(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of normalize(set)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

export function overlaps(a: CharSet, b: CharSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aLo, aHi] = a[i] as readonly [number, number];
    const [bLo, bHi] = b[j] as readonly [number, number];
    if (aHi < bLo) i++;
    else if (bHi < aLo) j++;
    else return true;
  }
  return false;
}
