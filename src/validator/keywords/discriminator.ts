import type { JsonSchema, JsonValue } from "../../json-schema.js";
import { isPlainObject } from "../json-kind.js";
import { deepEqual } from "../json-equality.js";
import { escapeToken } from "../json-pointer.js";
import type { BuildContext } from "./build-context.js";

/**
 * A union whose branches each fix the same property to a constant (`kind: { const: "circle" }`): a
 * value's constant there picks the one branch it meant, so only that branch's errors are reported,
 * and the fast path checks only that branch.
 */
export interface Discriminator {
  readonly property: string;
  /** Each branch's constant, by branch index. */
  readonly values: readonly JsonValue[];
  /** Branch indexes by constant, when every constant is a string, number, boolean or null. */
  readonly byValue: ReadonlyMap<unknown, readonly number[]> | undefined;
}

/** The first property (in the first branch's order) that every branch fixes with `const`; `at` is where the branch list is. */
export function findDiscriminator(branches: readonly JsonSchema[], at: string, ctx: BuildContext): Discriminator | undefined {
  if (branches.length < 2) return undefined;
  const propertySets = branches.map((b, i) => {
    const { schema, pointer } = ctx.followRefs(b, `${at}/${i}`);
    const properties = isPlainObject(schema) && Object.hasOwn(schema, "properties") ? schema.properties : undefined;
    return { properties: isPlainObject(properties) ? properties : {}, at: `${pointer}/properties` };
  });
  for (const property of Object.keys(propertySets[0]?.properties ?? {})) {
    const values: JsonValue[] = [];
    for (const { properties, at: where } of propertySets) {
      const sub = Object.hasOwn(properties, property) ? ctx.followRefs(properties[property] as JsonSchema, `${where}/${escapeToken(property)}`).schema : undefined;
      if (!isPlainObject(sub) || !Object.hasOwn(sub, "const")) break;
      values.push(sub.const as JsonValue);
    }
    // Frozen, each constant too: the union's error carries the list (see frozenValue).
    if (values.length === branches.length) return { property, values: Object.freeze(values.map((v) => ctx.frozenValue(v))), byValue: indexByValue(values) };
  }
  return undefined;
}

function indexByValue(values: readonly JsonValue[]): Map<unknown, number[]> | undefined {
  const index = new Map<unknown, number[]>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === "object" && v !== null) return undefined;
    const list = index.get(v);
    if (list === undefined) index.set(v, [i]);
    else list.push(i);
  }
  return index;
}

/** The branch whose constant the value holds, or -1 (no such property, or no branch has it). */
export function selectBranch(discriminator: Discriminator, value: unknown): number {
  if (!isPlainObject(value) || !Object.hasOwn(value, discriminator.property)) return -1;
  const x = value[discriminator.property];
  return discriminator.values.findIndex((v) => deepEqual(x, v));
}

const NO_BRANCH: readonly number[] = [];

/**
 * The branches a value can match: only those whose constant it holds, when it holds the
 * discriminating property (every other branch fails on that property's `const`); otherwise all.
 */
export function candidateBranches(discriminator: Discriminator | undefined, value: unknown): readonly number[] | undefined {
  if (discriminator?.byValue === undefined || typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  if (!Object.hasOwn(value, discriminator.property)) return undefined;
  return discriminator.byValue.get((value as Record<string, unknown>)[discriminator.property]) ?? NO_BRANCH;
}
