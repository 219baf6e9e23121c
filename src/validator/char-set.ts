/**
 * Sets of code points, enough to ask whether two can share a character. Each set is described two
 * ways at once, each holding at least its members: code point ranges (sorted, disjoint, inclusive),
 * exact for a class such as `[a-z]`, and the Unicode general categories of its members (Lu, Ll, ...
 * Cn), exact for `\p{L}`. Two sets can share a character only when both descriptions overlap, so
 * `\p{L}` and `\p{N}` share none, while `\p{L}` and `[a-z]` do.
 */

type Ranges = readonly (readonly [number, number])[];

export interface CharSet {
  readonly ranges: Ranges;
  /** Whether the set is exactly `ranges` (then its complement is known exactly too). */
  readonly rangesExact: boolean;
  /**
   * A bit per general category (see `CATEGORIES`), worked out when first asked: only a comparison
   * with a set from `\p{...}` needs them.
   */
  readonly categories: () => number;
  /** Whether the set is exactly the characters of `categories`. */
  readonly categoriesExact: boolean;
}

const MAX_CODE_POINT = 0x10ffff;
const ALL_RANGES: Ranges = [[0, MAX_CODE_POINT]];

/** The general categories, each with a character of it (a noncharacter for Cn: it stays unassigned). */
const CATEGORIES: readonly (readonly [string, number])[] = [
  ["Lu", 0x41], ["Ll", 0x61], ["Lt", 0x1c5], ["Lm", 0x2b0], ["Lo", 0x5d0],
  ["Mn", 0x300], ["Mc", 0x903], ["Me", 0x488],
  ["Nd", 0x30], ["Nl", 0x2160], ["No", 0xb2],
  ["Pc", 0x5f], ["Pd", 0x2d], ["Ps", 0x28], ["Pe", 0x29], ["Pi", 0xab], ["Pf", 0xbb], ["Po", 0x21],
  ["Sm", 0x2b], ["Sc", 0x24], ["Sk", 0x5e], ["So", 0xa9],
  ["Zs", 0x20], ["Zl", 0x2028], ["Zp", 0x2029],
  ["Cc", 0x0], ["Cf", 0xad], ["Cs", 0xd800], ["Co", 0xe000], ["Cn", 0xffff],
];
const ALL_CATEGORIES = 2 ** CATEGORIES.length - 1;
const SURROGATES = CATEGORIES.findIndex(([name]) => name === "Cs");
let tests: readonly RegExp[] | undefined;
/** Above this many code points, a set's categories are not worked out: it may hold any. */
const MAX_CLASSIFIED = 256;

export const EMPTY: CharSet = { ranges: [], rangesExact: true, categories: () => 0, categoriesExact: true };
export const ALL: CharSet = { ranges: ALL_RANGES, rangesExact: true, categories: () => ALL_CATEGORIES, categoriesExact: true };
export const DIGITS: CharSet = fromRanges([[0x30, 0x39]]);
export const WORD: CharSet = fromRanges([[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]]);
/** ECMAScript WhiteSpace and LineTerminator. */
export const SPACE: CharSet = fromRanges([
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a],
  [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
]);
/** What `.` matches without the `s` flag: everything but line terminators. */
export const DOT: CharSet = complement(fromRanges([[0x0a, 0x0a], [0x0d, 0x0d], [0x2028, 0x2029]]));

export function single(codePoint: number): CharSet {
  return fromRanges([[codePoint, codePoint]]);
}

export function range(min: number, max: number): CharSet {
  return fromRanges([[min, max]]);
}

/**
 * What `\p{...}` (or `\P{...}`, `negate`) matches: a general category (`L`, `Lu`, `gc=Nd`,
 * `Letter`) exactly by its categories; any other property (`Script=Greek`, `Alphabetic`) as if it
 * could hold any character.
 */
export function property(key: string, value: string | null, negate: boolean): CharSet {
  if ((key !== "General_Category" && key !== "gc") || value === null) return ALL;
  const categories = categoryMask(value);
  if (categories === undefined) return ALL;
  const set: CharSet = { ranges: ALL_RANGES, rangesExact: false, categories: () => categories, categoriesExact: true };
  return negate ? complement(set) : set;
}

export function union(a: CharSet, b: CharSet): CharSet {
  return {
    ranges: a.ranges.length === 0 ? b.ranges : b.ranges.length === 0 ? a.ranges : normalize([...a.ranges, ...b.ranges]),
    rangesExact: a.rangesExact && b.rangesExact,
    categories: () => a.categories() | b.categories(),
    categoriesExact: a.categoriesExact && b.categoriesExact,
  };
}

export function complement(set: CharSet): CharSet {
  return {
    ranges: set.rangesExact ? complementRanges(set.ranges) : ALL_RANGES,
    rangesExact: set.rangesExact,
    categories: set.categoriesExact ? () => ALL_CATEGORIES & ~set.categories() : () => ALL_CATEGORIES,
    categoriesExact: set.categoriesExact,
  };
}

export function overlaps(a: CharSet, b: CharSet): boolean {
  if (!rangesOverlap(a.ranges, b.ranges)) return false;
  // Ranges that hold exactly their sets' members answer alone.
  return (a.rangesExact && b.rangesExact) || (a.categories() & b.categories()) !== 0;
}

function fromRanges(ranges: Ranges): CharSet {
  const normalized = normalize(ranges);
  let categories: number | undefined;
  return { ranges: normalized, rangesExact: true, categories: () => (categories ??= categoriesOf(normalized)), categoriesExact: false };
}

/** The categories of the characters in `ranges`, or all of them for a large set. */
function categoriesOf(ranges: Ranges): number {
  let size = 0;
  for (const [lo, hi] of ranges) size += hi - lo + 1;
  if (size > MAX_CLASSIFIED) return ALL_CATEGORIES;
  let text = "";
  for (const [lo, hi] of ranges) for (let c = lo; c <= hi; c++) text += String.fromCodePoint(c);
  let mask = 0;
  categoryTests().forEach((test, bit) => {
    if (test.test(text)) mask |= 1 << bit;
  });
  // Lone surrogates side by side read as a pair in the text: theirs is added outright.
  if (ranges.some(([lo, hi]) => lo <= 0xdfff && hi >= 0xd800)) mask |= 1 << SURROGATES;
  return mask;
}

/** A regex per general category, in `CATEGORIES` order, made on first use. */
function categoryTests(): readonly RegExp[] {
  tests ??= CATEGORIES.map(([name]) => new RegExp(`\\p{gc=${name}}`, "u"));
  return tests;
}

/**
 * The categories a general category value (`L`, `Letter`, `Lu`, `digit`) stands for: it is a union
 * of categories, so it holds a category when it holds that category's character. `undefined` when
 * a character no longer belongs to its category (another Unicode version): then nothing is assumed.
 */
function categoryMask(value: string): number | undefined {
  const matches = new RegExp(`^\\p{gc=${value}}$`, "u");
  let mask = 0;
  for (const [bit, [, codePoint]] of CATEGORIES.entries()) {
    const character = String.fromCodePoint(codePoint);
    if (!(categoryTests()[bit] as RegExp).test(character)) return undefined;
    if (matches.test(character)) mask |= 1 << bit;
  }
  return mask;
}

function normalize(ranges: Ranges): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complementRanges(ranges: Ranges): Ranges {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of ranges) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

function rangesOverlap(a: Ranges, b: Ranges): boolean {
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
