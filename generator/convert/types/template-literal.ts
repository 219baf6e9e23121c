import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import type { ConvertContext, TypeConverter } from "../context.js";
import type { Site } from "../site.js";
import { markTypeBounds } from "../type-bounds.js";
import { groupBy } from "../../ordering.js";
import { literalValue, unbranded } from "../type-facts.js";

/**
 * Template literal types become an anchored `pattern`. Literal text is escaped; placeholders map to:
 *
 * | placeholder            | pattern                                     |
 * |------------------------|---------------------------------------------|
 * | `string`               | `[\s\S]*` (any text, newlines included)     |
 * | `number`               | decimal notation below 1e308 (see below)    |
 * | `bigint`               | `-?(?:0|[1-9]\d*)`                          |
 * | `boolean`              | `(?:true|false)`                            |
 * | a literal, null, undefined | its text, escaped                       |
 * | a union                | `(?:a|b)` of its members                    |
 * | `Uppercase<string>`    | `[^a-z]*`; `Lowercase<string>`: `[^A-Z]*`   |
 *
 * TypeScript takes a string for `number` where `+text` is a finite number, and for `bigint` where
 * it reads as a bigint literal, which has no leading zero. Both patterns are plain decimal
 * notation, what a caller should send, and refuse what TypeScript takes besides (hex, `0b1`,
 * surrounding spaces). Whether a decimal overflows to Infinity (`1e999`, 309 digits) depends on
 * its value, which no regular expression can bound exactly where digits and exponent trade off
 * (`1000…e-100`), so `number` takes only what is surely finite: below 1e308 in magnitude, a
 * positive exponent in scientific notation only (one digit before the point, as JavaScript writes
 * `6.02e+23`), up to e307. It refuses `12e5` and 1e308 to `Number.MAX_VALUE`, which TypeScript
 * takes, and never takes a string TypeScript refuses.
 */
export const PLACEHOLDER_PATTERNS = {
  string: String.raw`[\s\S]*`,
  number: numberPattern(),
  bigint: bigintPattern(),
  boolean: "(?:true|false)",
} as const;

/**
 * Decimal notation below 1e308 in magnitude (see `PLACEHOLDER_PATTERNS`), without the character
 * `stop` where one is given (see `placeholderPattern`). Without a digit, leading zeros and a positive
 * exponent are left out: the plain form of at most 308 digits stays below 1e308.
 */
function numberPattern(stop?: string): string {
  const sign = `${characterClass("-+", stop)}?`;
  const e = characterClass("eE", stop);
  const digit = digitClass("0", stop);
  if (digit !== String.raw`\d`) {
    return String.raw`${sign}(?:${digit}{1,308}(?:\.${digit}*)?|\.${digit}+)(?:${e}-${digit}+)?`;
  }
  const mantissa = (integer: string): string => (stop === "." ? `0*${integer}` : String.raw`(?:0*${integer}(?:\.\d*)?|\.\d+)`);
  const plus = stop === "+" ? "" : String.raw`\+?`;
  // At most 308 digits after leading zeros, which a zero or negative exponent leaves below 1e308.
  // Zeros are either leading or all there is, never both: `0*\d{1,308}` split a run of zeros in
  // 308 ways at each, which 100,000 zeros and a letter took half a second to refuse.
  const zeroOrNegative = stop === "-" ? `${plus}0+` : String.raw`-\d+|${plus}0+`;
  const plain = String.raw`${mantissa(String.raw`(?:[1-9]\d{0,307}|0)`)}(?:${e}(?:${zeroOrNegative}))?`;
  // One digit, times 1e307 at most.
  const scientific = String.raw`${mantissa(String.raw`\d`)}${e}${plus}0*(?:[12]?\d{1,2}|30[0-7])`;
  return `${sign}(?:${plain}|${scientific})`;
}

/** A bigint literal's digits, with its sign, without the character `stop` where one is given. */
function bigintPattern(stop?: string): string {
  const minus = stop === "-" ? "" : "-?";
  const zero = stop === "0" ? "" : "0|";
  return `${minus}(?:${zero}${digitClass("1", stop)}${digitClass("0", stop)}*)`;
}

/** The digits from `from` to 9 but `stop`: `\d` or `[1-9]` where `stop` is none of them. */
function digitClass(from: "0" | "1", stop: string | undefined): string {
  if (stop === undefined || stop < from || stop > "9" || stop.length !== 1) return from === "0" ? String.raw`\d` : "[1-9]";
  return characterClass("0123456789".slice(Number(from)), stop);
}

/**
 * The characters of `chars` but `stop`, as a class (`-` only ever first, where it is no range), or
 * escaped where one is left.
 */
function characterClass(chars: string, stop: string | undefined): string {
  const kept = [...chars].filter((c) => c !== stop);
  return kept.length === 1 ? escapeRegex(kept[0] as string) : `[${kept.join("")}]`;
}

/** What a text placeholder's first character and the rest cannot be: a class's ranges, "" for none. */
interface TextRule {
  first: string;
  rest: string;
}

const ANY_TEXT: TextRule = { first: "", rest: "" };

/** `Uppercase<string>` and its kin: `[^a-z]*`, `(?:[^a-z][\s\S]*)?` for `Capitalize`. */
const MAPPINGS: Record<string, TextRule> = {
  Uppercase: { first: "a-z", rest: "a-z" },
  Lowercase: { first: "A-Z", rest: "A-Z" },
  Capitalize: { first: "a-z", rest: "" },
  Uncapitalize: { first: "A-Z", rest: "" },
};

/**
 * The pattern of a text placeholder followed by `next` (see `placeholderPattern`): one character
 * where another placeholder follows, none `next` starts with where text does.
 */
function textPattern({ first, rest }: TextRule, next: string | undefined): string {
  const notIn = (chars: string): string => (chars === "" ? String.raw`[\s\S]` : `[^${chars}]`);
  if (next === "") return notIn(first);
  const beforeText = next !== undefined && first === "" && rest === "" ? textBefore(next) : undefined;
  if (beforeText !== undefined) return beforeText;
  const stop = next === undefined ? "" : inClass([...next][0] as string);
  return first === rest ? `${notIn(first + stop)}*` : `(?:${notIn(first + stop)}${notIn(rest + stop)}*)?`;
}

/**
 * `${string}` before a text of more than one character whose first, c, it holds nowhere else
 * (` <`, `://`, `, `): the strings in which that text never starts, exactly, where `[^c]*` refused
 * `John Smith <j@x.com>` for `` `${string} <${string}>` ``, which TypeScript takes. As c is nowhere
 * else in the text, an occurrence cannot overlap the one that follows, so the strings are a run
 * without c, then runs each of a c and what does not begin with the rest of the text
 * (`[^ ]*(?: (?:[^ <][^ ]*)?)*`). Undefined for another text, where `[^c]*` stays (approximate).
 */
function textBefore(next: string): string | undefined {
  const [c, ...after] = [...next] as [string, ...string[]];
  if (after.length === 0 || after.includes(c)) return undefined;
  // What may follow a c that begins the text's characters `after[i..]`: none of c, and not all of them.
  let notRest = "";
  for (let i = after.length - 1; i >= 0; i--) {
    const char = after[i] as string;
    const further = i === after.length - 1 ? "" : `|${escapeRegex(char)}${notRest}`;
    notRest = `(?:[^${inClass(c)}${inClass(char)}][^${inClass(c)}]*${further})?`;
  }
  return `[^${inClass(c)}]*(?:${escapeRegex(c)}${notRest})*`;
}

/** A character escaped for a character class. */
function inClass(char: string): string {
  return char.replace(/[\\\]\[^-]/g, "\\$&");
}

export class TemplateLiteralConverter implements TypeConverter {
  readonly flags = ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping;

  supports(type: ts.Type): boolean {
    return (type.flags & this.flags) !== 0;
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    return markTypeBounds({ type: "string", pattern: templatePattern(type, site, ctx) }, ["pattern"]);
  }
}

/**
 * The anchored pattern of the strings a template literal or string mapping type holds, for a
 * string's `pattern` or an index signature's keys; placeholders it cannot express are reported at
 * `site`.
 */
export function templatePattern(type: ts.Type, site: Site, ctx: ConvertContext): string {
  return anchored(site, ctx, (problems) => patternOf(type, ctx, problems));
}

/**
 * The anchored pattern of template literal types that differ only in their text at index `at` (as
 * TypeScript expands `${number}${Unit}` into one member per unit): one alternation there, `(?:ms|s)`,
 * optional when one member's text is empty. A placeholder before that text stops at its first
 * character (see `placeholderPattern`), so members where that makes its pattern differ
 * (`${number}${"." | "-"}${number}`, not `${number}${"x" | ":"}${number}`) get an alternative each.
 */
export function templateUnionPattern(members: readonly ts.TemplateLiteralType[], at: number, site: Site, ctx: ConvertContext): string {
  const { texts, types } = members[0] as ts.TemplateLiteralType;
  const before = at > 0 && at < types.length ? types[at - 1] : undefined;
  return anchored(site, ctx, (problems) => {
    const byStop = groupBy(members, (m) => (before === undefined ? "" : placeholderPattern(before, m.texts[at], ctx, problems)));
    const bodies = [...byStop.values()].map((group) =>
      texts
        .map((text, i) => {
          const written = i === at ? alternation(group.map((m) => m.texts[i] ?? "")) : escapeRegex(text);
          const placeholder = types[i];
          if (placeholder === undefined) return written;
          return written + placeholderPattern(placeholder, textAfter(group[0] as ts.TemplateLiteralType, i), ctx, problems);
        })
        .join(""),
    );
    return bodies.length === 1 ? (bodies[0] as string) : `(?:${bodies.join("|")})`;
  });
}

function alternation(texts: readonly string[]): string {
  const words = [...new Set(texts)].filter((text) => text !== "").map(escapeRegex);
  return `(?:${words.join("|")})${texts.includes("") ? "?" : ""}`;
}

/** `^body$`, with the placeholders `body` could not express reported at `site`. */
function anchored(site: Site, ctx: ConvertContext, body: (problems: ts.Type[]) => string): string {
  const problems: ts.Type[] = [];
  const pattern = `^${body(problems)}$`;
  for (const problem of new Set(problems)) {
    if (problem.flags & ts.TypeFlags.Instantiable && !(problem.flags & ts.TypeFlags.StringMapping)) {
      ctx.report("GT1006", site, ctx.typeText(problem));
    } else {
      ctx.report("GT1014", site, ctx.typeText(problem));
    }
  }
  return pattern;
}

function patternOf(type: ts.Type, ctx: ConvertContext, problems: ts.Type[]): string {
  if (type.flags & ts.TypeFlags.TemplateLiteral) {
    const { texts, types } = type as ts.TemplateLiteralType;
    const template = type as ts.TemplateLiteralType;
    return types.reduce(
      (out, t, i) => out + placeholderPattern(t, splitsAnywhere(template, i) ? undefined : textAfter(template, i), ctx, problems) + escapeRegex(texts[i + 1] ?? ""),
      escapeRegex(texts[0] ?? ""),
    );
  }
  if (type.flags & ts.TypeFlags.StringMapping) {
    const mapped = mappedConstraint(type as ts.StringMappingType, ctx);
    if (mapped !== type) return patternOf(mapped, ctx, problems);
    const mapping = mappingOfString(type, ctx);
    if (mapping !== undefined) return textPattern(mapping, undefined);
  }
  const constraint = ownConstraint(unbranded(type, ctx.checker), ctx);
  if (constraint !== type) return patternOf(constraint, ctx, problems);
  if (type.flags & ts.TypeFlags.String) return PLACEHOLDER_PATTERNS.string;
  if (type.flags & ts.TypeFlags.Number) return PLACEHOLDER_PATTERNS.number;
  if (type.flags & ts.TypeFlags.BigInt) return PLACEHOLDER_PATTERNS.bigint;
  if (type.flags & ts.TypeFlags.Boolean) return PLACEHOLDER_PATTERNS.boolean;
  if (type.flags & ts.TypeFlags.Undefined) return "undefined";
  if (type.flags & ts.TypeFlags.BigIntLiteral) {
    const { negative, base10Value } = (type as ts.BigIntLiteralType).value;
    return `${negative ? "-" : ""}${base10Value}`;
  }
  const literal = literalValue(type, ctx.checker);
  if (literal !== undefined) return escapeRegex(String(literal));
  if (type.isUnion()) return `(?:${type.types.map((t) => patternOf(t, ctx, problems)).join("|")})`;
  problems.push(type);
  return "";
}

/**
 * The pattern of a placeholder followed by the text `next` ("" where another placeholder follows
 * it; undefined for the last, which takes the rest). TypeScript splits a string at the first `next`
 * (a placeholder right before another takes one character) and refuses it if a piece does not fit
 * its placeholder: `${string}.${number}` refuses `a.b.1`, which `[\s\S]*` followed by `\.` would
 * split as `a.b` and `1`, and `${number}.${number}` refuses `1.5e3.2` (`1` and `5e3.2`). So `string`,
 * `number` and `bigint` take no character `next` starts with, and one right before another
 * placeholder takes one character (a digit for a number): exact for a text of one character, and
 * for `string` before a longer text whose first character is nowhere else in it (see `textBefore`);
 * of others, a few strings TypeScript takes are refused.
 */
function placeholderPattern(type: ts.Type, next: string | undefined, ctx: ConvertContext, problems: ts.Type[]): string {
  if (next === undefined) return patternOf(type, ctx, problems);
  if (type.flags & ts.TypeFlags.String) return textPattern(ANY_TEXT, next);
  const mapping = mappingOfString(type, ctx);
  if (mapping !== undefined) return textPattern(mapping, next);
  const stop = [...next][0];
  // One character that is a number or a bigint is a digit.
  if (type.flags & (ts.TypeFlags.Number | ts.TypeFlags.BigInt) && stop === undefined) return String.raw`\d`;
  if (type.flags & ts.TypeFlags.Number) return numberPattern(stop);
  if (type.flags & ts.TypeFlags.BigInt) return bigintPattern(stop);
  return patternOf(type, ctx, problems);
}

/**
 * Whether placeholder `i` is a `string` before a text whose first character recurs in it (` - `),
 * where `textPattern` is approximate (it refused `New York - NY`), and the template ends with a
 * plain `${string}` right after that text: that takes whatever follows TypeScript's split at the
 * text's first occurrence, so a string fits where it holds the text anywhere, and `[\s\S]*` is exact.
 */
function splitsAnywhere({ texts, types }: ts.TemplateLiteralType, i: number): boolean {
  const last = types.length - 1;
  const [first, ...rest] = [...(texts[i + 1] ?? "")];
  const isString = (t: ts.Type | undefined): boolean => t !== undefined && (t.flags & ts.TypeFlags.String) !== 0;
  return i === last - 1 && first !== undefined && rest.includes(first) && isString(types[i]) && isString(types[last]) && texts[last + 1] === "";
}

/** The text after placeholder `i` of a template, as `placeholderPattern` takes it: undefined after the last. */
function textAfter({ texts, types }: ts.TemplateLiteralType, i: number): string | undefined {
  return i === types.length - 1 ? undefined : texts[i + 1];
}

/** The rule of a string mapping of `string` itself (`Uppercase<string>`), which the table holds. */
function mappingOfString(type: ts.Type, ctx: ConvertContext): TextRule | undefined {
  if (!(type.flags & ts.TypeFlags.StringMapping) || mappedConstraint(type as ts.StringMappingType, ctx) !== type) return undefined;
  if (!((type as ts.StringMappingType).type.flags & ts.TypeFlags.String)) return undefined;
  return MAPPINGS[type.getSymbol()?.getName() ?? ""];
}

/**
 * The constraint of the tool's own type parameter (`` `flag_${K}` `` for `K extends keyof Flags`),
 * which it stands for, as elsewhere (see `TypeParameterConverter`); any other type as it is.
 */
function ownConstraint(type: ts.Type, ctx: ConvertContext): ts.Type {
  if (!(type.flags & ts.TypeFlags.TypeParameter) || !ctx.env.signatureTypeParameters.has(type)) return type;
  return ctx.checker.getBaseConstraintOfType(type) ?? type;
}

/**
 * A string mapping of the tool's own type parameter as the checker maps its constraint:
 * `Uppercase<K>` for `K extends "dark" | "beta"` is `"DARK" | "BETA"`, for `K extends string`
 * `Uppercase<string>`; any other mapping as it is (a class's type parameter stays unresolved).
 */
function mappedConstraint(type: ts.StringMappingType, ctx: ConvertContext): ts.Type {
  if (ownConstraint(type.type, ctx) === type.type) return type;
  return ctx.checker.getBaseConstraintOfType(type) ?? type;
}

/** Escapes the characters that are syntax in an ECMAScript regular expression (unicode mode). */
function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}
