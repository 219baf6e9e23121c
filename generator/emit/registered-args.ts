import type { compile as Compile } from "json-schema-to-typescript";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { parsePointer, pointerFragment } from "../../src/validator/json-pointer.js";
import { isDynamicTarget, RefResolver, valueAt } from "../../src/validator/resolve-ref.js";
import { forEachSchema } from "../../src/validator/schema-structure.js";
import { safeTypeName, type IdentifierScope } from "./identifiers.js";
import { planMisreadKeywordRewrites } from "./misread-keywords.js";

/**
 * The argument type of a `registerTool` tool, from its hand-written schema, by
 * json-schema-to-typescript. Every type it declares is named by us after the tool and claimed in
 * the module's scope, so two tools' `Point`s cannot collide: its `$defs` (`GetTimeArgsPoint`), and
 * whatever else a `$ref` or `$dynamicRef` points at (`#/properties/a` is `GetTimeArgsA`). Where the handler takes a
 * `Date` (`dates`), the type says `Date`, as the handler gets one.
 */
export async function registeredArgsType(schema: JsonSchemaObject, dates: readonly string[], typeName: string, scope: IdentifierScope): Promise<string> {
  const copy = structuredClone(schema) as JsonSchemaObject;
  for (const pointer of dates) {
    const node = valueAt(copy, parsePointer(pointer) ?? []);
    if (typeof node !== "object" || node === null) continue;
    // `tsType` replaces the whole type: a nullable date-time (`type: ["string", "null"]`) keeps its null.
    const type = (node as JsonSchemaObject).type;
    (node as { tsType?: string }).tsType = Array.isArray(type) && type.includes("null") ? "Date | null" : "Date";
  }
  // Each walk needs the one before it done over the whole document: `refTargets` asks where any
  // target moves to, which only the whole plan knows (and the plan's `true`s made `{}` can be titled);
  // the `$id`s go only once every ref is resolved against them.
  const rewrites = planMisreadKeywordRewrites(copy);
  const targets = refTargets(copy, rewrites.movedPointer);
  // The types are named by us, in the module's scope. A `title` or `$id` anywhere would name a type
  // outside that scope (`export type Color`), which another tool's or the module's own names clash
  // with: the subschema is typed in place instead.
  forEachSchema(copy, "", (subschema) => {
    delete subschema.title;
    delete subschema.$id;
  });
  // The root's copies (`{ $ref: "#", description }`) are named after it, not after their property.
  copy.title = typeName;
  for (const [key, def] of Object.entries(copy.$defs ?? {})) {
    if (isPlainObject(def)) def.title = scope.claim(`${typeName}${safeTypeName(key)}`);
  }
  // json-schema-to-typescript would name any other target after the pointer's last token, outside
  // the scope: two tools' `#/properties/a` were both `A`. Titled, every cycle has a name of ours.
  for (const pointer of targets) {
    const tokens = parsePointer(pointer) ?? [];
    const target = valueAt(copy, tokens);
    if (isPlainObject(target) && target.title === undefined) target.title = scope.claim(`${typeName}${safeTypeName(tokens.at(-1) ?? "")}`);
  }
  // Last: the pointers above are into the document as written.
  rewrites.apply();
  // Loaded on first use: projects without registerTool tools do not pay for it.
  const { compile } = await import("json-schema-to-typescript");
  // json-schema-to-typescript types its input as draft-04; a 2020-12 object literal reads the same here.
  const text = await compile(copy as Parameters<typeof Compile>[0], typeName, {
    bannerComment: "",
    format: false,
    unknownAny: true,
    declareExternallyReferenced: true,
    customName: claimedNames(scope),
    $refOptions: { resolve: { external: false, file: false, http: false } },
  });
  return text.trim();
}

/**
 * Rewrites each `$ref` as the JSON Pointer from the root it resolves to, which is all
 * json-schema-to-typescript follows (it knows neither `$anchor`, nor a `$ref` against an `$id`, nor
 * `$dynamicRef`), and returns those pointers, the root's (`#`) left out, in the order the refs are
 * met. The `$ref` says where its target will be once `moved` (by the rewrites of keywords
 * json-schema-to-typescript misreads); the pointers returned are where it is now. A ref that does
 * not resolve stays: the runtime schema check (GT3005) reports it, and nothing is rendered.
 */
function refTargets(schema: JsonSchemaObject, moved: (pointer: string) => string): string[] {
  const resolver = new RefResolver(schema);
  const holders: { subschema: JsonSchemaObject; at: string }[] = [];
  const dynamicAnchors = new Map<string, string[]>();
  forEachSchema(schema, "", (subschema, at) => {
    if (typeof subschema.$ref === "string" || typeof subschema.$dynamicRef === "string") holders.push({ subschema, at });
    const anchor = subschema.$dynamicAnchor;
    if (typeof anchor === "string") dynamicAnchors.set(anchor, [...(dynamicAnchors.get(anchor) ?? []), at]);
  });
  const targets = new Set<string>();
  const refTo = (pointer: string): string => {
    if (pointer !== "") targets.add(pointer);
    return `#${pointerFragment(moved(pointer))}`;
  };
  // Rewritten once all are resolved: a ref is resolved against the `$id`s around it, and a rewritten one is from the root.
  for (const { subschema, at } of holders) {
    const resolution = typeof subschema.$ref === "string" ? resolver.resolve(subschema.$ref, at) : undefined;
    const dynamic = typeof subschema.$dynamicRef === "string" ? resolver.resolve(subschema.$dynamicRef, at) : undefined;
    if (resolution?.found === true && isInside(resolution.pointer, at)) {
      // Its target is in the ref's own subschema (`{ $ref: "#/properties/a/$defs/X", $defs: { X } }`),
      // which json-schema-to-typescript's dereferencing takes for a cycle and leaves unresolved: an
      // `allOf` member that refers to it is not what it refers into.
      delete subschema.$ref;
      subschema.allOf = [{ $ref: refTo(resolution.pointer) }, ...(subschema.allOf ?? [])];
    } else if (resolution?.found === true) subschema.$ref = refTo(resolution.pointer);
    if (dynamic?.found !== true) continue;
    // It resolves, while validating, to a `$dynamicAnchor` of its name, one of those the document has: its type is their union.
    const pointers = isDynamicTarget(dynamic) ? (dynamicAnchors.get(dynamic.anchor) ?? []) : [dynamic.pointer];
    delete subschema.$dynamicRef;
    subschema.allOf = [...(subschema.allOf ?? []), { anyOf: pointers.map((pointer) => ({ $ref: refTo(pointer) })) }];
  }
  return [...targets];
}

/** Whether `pointer` is below `holder`, a subschema other than the root (every pointer is below the root). */
function isInside(pointer: string, holder: string): boolean {
  return holder !== "" && pointer.startsWith(`${holder}/`);
}

/**
 * Names for json-schema-to-typescript: a titled subschema is named by its title, which we claimed.
 * It copies a subschema where a `$ref` to it has keywords beside it (a `description`), title and
 * all; the copy gets a name of its own from the scope, where json-schema-to-typescript would number
 * it (`Point1`) outside the scope. The first subschema named is the root, which so keeps its name.
 */
function claimedNames(scope: IdentifierScope): (schema: { title?: unknown }) => string | undefined {
  const holders = new Set<string>();
  const names = new WeakMap<object, string>();
  return (schema) => {
    if (typeof schema.title !== "string") return undefined;
    let name = names.get(schema);
    if (name === undefined) {
      name = holders.has(schema.title) ? scope.claim(schema.title) : schema.title;
      holders.add(schema.title);
      names.set(schema, name);
    }
    return name;
  };
}
