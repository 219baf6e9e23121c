/**
 * `minProperties`, `maxProperties`, `required`, `dependentRequired`, `propertyNames`, `properties`,
 * `patternProperties`, `additionalProperties`, `unevaluatedProperties`, for a plain object: own
 * enumerable properties only, those `JSON.stringify` writes. Each named property is read once, for
 * `required` and `properties` both.
 */
import type { AdditionalPropertiesCheck, ObjectCheck, PatternEntry } from "../../../src/validator/keywords/object.js";
import { dependentRequiredMessage, requiredMessage } from "../../../src/validator/messages.js";
import { escapeToken } from "../../../src/validator/json-pointer.js";
import { literal, member } from "../js-source.js";
import type { EmitContext } from "./context.js";
import { unevaluatedPropertiesCode } from "./unevaluated.js";
import { childPath, depthExpr, dynamicPath, pathExpr, schemaLiteral, type Place } from "./place.js";

/** Up to this many known property names are compared one by one; more go through a `Set`. */
const INLINE_LIMIT = 8;

/**
 * `x.name` when it is `x`'s own property, else `undefined` (enumerable or not: see `present`).
 * A plain object inherits from `Object.prototype` only, so ownership is asked only of a name found
 * there: a built-in (`toString`, `__proto__`), or one that prototype pollution put there at run
 * time. For any other name the engine folds the `in` away while the prototype stays as it is, so
 * the read costs what `x.name` does.
 */
function ownRead(x: string, name: string): string {
  const key = literal(name);
  return `!(${key} in OP) || hasOwn(${x}, ${key}) ? ${member(x, name)} : undefined`;
}

/** Whether a pattern of `patternProperties` matches `key`: an expression. */
function matches({ pattern }: PatternEntry, key: string, ctx: EmitContext): string {
  return `${ctx.constant(`new RegExp(${literal(pattern)}, "u")`)}.test(${key})`;
}

export function objectCode(checks: readonly ObjectCheck[], at: Place, ctx: EmitContext): string {
  const { x } = at;
  const has = (name: string) => `${ctx.helper("hasJsonProperty")}(${x}, ${literal(name)})`;
  const values = new Map<string, string>();
  const lines: string[] = [];
  for (const check of checks) {
    if (check.kind !== "properties") continue;
    for (const { name } of check.entries) {
      if (values.has(name)) continue;
      const v = ctx.local();
      values.set(name, v);
      lines.push(`const ${v} = ${ownRead(x, name)};`);
    }
  }
  const additional = checks.find((check): check is AdditionalPropertiesCheck => check.kind === "additionalProperties");
  const keys = additional === undefined ? undefined : keyScan(additional, values, x, ctx);
  if (keys !== undefined) lines.push(keys.code);
  // Whether the object has the property as JSON (own and enumerable), `v` holding its own value:
  // `keys.all` says at once whether `v !== undefined` tells; without the scan, a value is asked
  // whether it is enumerable, and most absent properties are decided by `in`.
  const present = (name: string, v: string) =>
    keys === undefined
      ? `(${v} !== undefined ? ${ctx.helper("propertyIsEnumerable")}.call(${x}, ${literal(name)}) : ${literal(name)} in ${x} && ${has(name)})`
      : `(${keys.all} ? ${v} !== undefined : ${has(name)})`;
  for (const check of checks) {
    const site = (path: string) => ({ path, schemaPath: schemaLiteral(at, check.schemaPath) });
    switch (check.kind) {
      case "propertyCount": {
        const fails = `Object.keys(${x}).length ${check.keyword === "minProperties" ? "<" : ">"} ${check.limit}`;
        lines.push(`if (${fails}) ${ctx.error("limit", site(pathExpr(at.path)), `"${check.keyword}"`, literal(check.message), literal(check.limit))};`);
        break;
      }
      case "dependentRequired":
        for (const { property, names } of check.dependencies) {
          const schemaPath = schemaLiteral(at, `${check.schemaPath}/${escapeToken(property)}`);
          const missing = names.map((name) => {
            const error = ctx.error("dependentRequired", { path: pathExpr(childPath(at.path, name)), schemaPath }, literal(name), literal(property), literal(dependentRequiredMessage(name, property)));
            return `if (!${has(name)}) ${error};`;
          });
          lines.push(`if (${has(property)}) {\n${missing.join("\n")}\n}`);
        }
        break;
      case "required":
        for (const name of check.names) {
          const v = values.get(name);
          const missing = v === undefined ? `!${has(name)}` : `!${present(name, v)}`;
          lines.push(`if (${missing}) ${ctx.error("required", site(pathExpr(childPath(at.path, name))), literal(name), literal(requiredMessage(name)))};`);
        }
        break;
      case "properties":
        for (const { name, node } of check.entries) {
          const v = values.get(name) as string;
          const code = ctx.collect(node, { x: v, path: childPath(at.path, name), node: node.schemaPath, frame: at.frame, k: at.k + 1 });
          lines.push(`if (${present(name, v)}) {\n${code}\n}`);
        }
        break;
      case "propertyNames": {
        const key = ctx.local();
        const path = dynamicPath(at.path, `${ctx.helper("escapeToken")}(${key})`);
        const depth = depthExpr({ ...at, k: at.k + 1 });
        const accepts = ctx.accepts(check.node, key, depth, false);
        const error = ctx.error("propertyName", site(pathExpr(path)), key, ctx.firstMessage(check.node, key, depth));
        lines.push(`for (const ${key} in ${x}) {\nif (!(${ctx.room()})) break;\nif (hasOwnProperty.call(${x}, ${key}) && !${accepts}) ${error};\n}`);
        break;
      }
      case "patternProperties": {
        // Key by key, each matching pattern in turn, as the interpreter walks them.
        const key = ctx.local();
        const path = dynamicPath(at.path, `${ctx.helper("escapeToken")}(${key})`);
        const patterns = check.entries.map((entry) => {
          const v = ctx.local();
          const code = ctx.collect(entry.node, { x: v, path, node: entry.node.schemaPath, frame: at.frame, k: at.k + 1 });
          return `if (${matches(entry, key, ctx)}) {\nif (!(${ctx.room()})) break;\nconst ${v} = ${x}[${key}];\n${code}\n}`;
        });
        lines.push(`for (const ${key} in ${x}) {\nif (!hasOwnProperty.call(${x}, ${key})) continue;\n${patterns.join("\n")}\n}`);
        break;
      }
      case "unevaluatedProperties":
        lines.push(unevaluatedPropertiesCode(check, at, ctx));
        break;
      case "additionalProperties": {
        const key = ctx.local();
        const path = dynamicPath(at.path, `${ctx.helper("escapeToken")}(${key})`);
        let body: string;
        if (check.closed) {
          body = `${ctx.error("additional", site(pathExpr(path)), key, literal(check.messageEnd))};`;
        } else {
          const v = ctx.local();
          const code = ctx.collect(check.node, { x: v, path, node: check.node.schemaPath, frame: at.frame, k: at.k + 1 });
          body = `const ${v} = ${x}[${key}];\n${code}`;
        }
        // The keys the scan set aside; stops once no more errors can be kept, as the interpreter does.
        const { count, first, rest } = (keys as KeyScan).extra;
        const i = ctx.local();
        lines.push(
          `for (let ${i} = 0; ${i} < ${count}; ${i}++) {\nif (!(${ctx.room()})) break;\nconst ${key} = ${i} === 0 ? ${first} : ${rest}[${i} - 1];\n${body}\n}`,
        );
        break;
      }
    }
  }
  return lines.join("\n");
}

/** The locals `keyScan` declares, and its code. */
interface KeyScan {
  code: string;
  /**
   * The own keys `properties` does not name, in order: how many, the first, and an array of the
   * others (`undefined` until there is a second).
   */
  extra: { count: string; first: string; rest: string };
  /** Whether each known property is there as JSON exactly when its own value read is not `undefined`. */
  all: string;
}

/**
 * One pass over the object's keys, before the checks: it lists the keys `additionalProperties`
 * applies to (named by no property and matched by no pattern), and tallies the known ones. When the
 * tally says that the known keys the for-in produced are exactly the names whose own value read
 * (`ownRead`, in `values`) is not `undefined`, those are the properties there as JSON (a property
 * defined as not enumerable, or inherited, or own holding `undefined`, breaks the match): no
 * property needs asking about one by one, which on objects of many shapes costs more than the scan.
 */
function keyScan(check: AdditionalPropertiesCheck, values: ReadonlyMap<string, string>, x: string, ctx: EmitContext): KeyScan {
  const [key, tally, extraCount, first, rest, all] = [ctx.local(), ctx.local(), ctx.local(), ctx.local(), ctx.local(), ctx.local()];
  const names = [...check.known];
  const read = (name: string) => values.get(name) as string;
  let known: string;
  let expected: string;
  if (names.length <= INLINE_LIMIT) {
    // A bit per name: the tally of the keys produced equals that of the values read only when they
    // are the same names.
    known = names.map((name, i) => `if (${key} === ${literal(name)}) {\n${tally} += ${2 ** i};\ncontinue;\n}`).join("\n");
    expected = names.length === 0 ? "0" : names.map((name, i) => `(${read(name)} !== undefined ? ${2 ** i} : 0)`).join(" + ");
  } else {
    // A count: a key inherited, or own holding undefined, leaves NaN, which equals no count.
    // hasOwnProperty, not Object.hasOwn: V8 optimises it for a key its own for-in produced.
    const counted = `if (hasOwnProperty.call(${x}, ${key}) && ${x}[${key}] !== undefined) ${tally}++;\nelse ${tally} = NaN;`;
    known = `if (${ctx.constant(`new Set(${literal(names)})`)}.has(${key})) {\n${counted}\ncontinue;\n}`;
    expected = names.map((name) => `(${read(name)} !== undefined)`).join(" + ");
  }
  const code = [
    `let ${tally} = 0, ${extraCount} = 0, ${first}, ${rest};`,
    `for (const ${key} in ${x}) {`,
    known,
    // The one extra key there usually is needs no array: an invalid call is answered sooner.
    `if (hasOwnProperty.call(${x}, ${key})${check.patterns.map((entry) => ` && !${matches(entry, key, ctx)}`).join("")}) {\nif (${extraCount}++ === 0) ${first} = ${key};\nelse if (${extraCount} === 2) ${rest} = [${key}];\nelse ${rest}.push(${key});\n}`,
    "}",
    `const ${all} = ${tally} === ${expected};`,
  ].join("\n");
  return { code, extra: { count: extraCount, first, rest }, all };
}
