import type { compile as Compile } from "json-schema-to-typescript";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { isPlainObject } from "../../src/validator/json-kind.js";
import { parsePointer } from "../../src/validator/json-pointer.js";
import { valueAt } from "../../src/validator/resolve-ref.js";
import { subschemasAt } from "../../src/validator/schema-structure.js";
import { pascalCase, type IdentifierScope } from "./identifiers.js";

/**
 * The argument type of a `registerTool` tool, from its hand-written schema, by
 * json-schema-to-typescript. Its `$defs` become types named after the tool (`GetTimeArgsPoint`),
 * claimed in the module's scope, so two tools' `Point`s cannot collide. Where the handler takes a
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
  // The types are named by us, in the module's scope: the interface, and its `$defs` (below). A
  // `title` or `$id` anywhere would name a type outside that scope (`export type Color`), which
  // another tool's or the module's own names clash with: the subschema is typed in place instead.
  forEachSchema(copy, (subschema) => {
    delete subschema.title;
    delete subschema.$id;
  });
  for (const [key, def] of Object.entries(copy.$defs ?? {})) {
    if (typeof def === "object") def.title = scope.claim(`${typeName}${pascalCase(key)}`);
  }
  // Loaded on first use: projects without registerTool tools do not pay for it.
  const { compile } = await import("json-schema-to-typescript");
  // json-schema-to-typescript types its input as draft-04; a 2020-12 object literal reads the same here.
  const text = await compile(copy as Parameters<typeof Compile>[0], typeName, {
    bannerComment: "",
    format: false,
    unknownAny: true,
    declareExternallyReferenced: true,
    $refOptions: { resolve: { external: false, file: false, http: false } },
  });
  return text.trim();
}

/** Visits the schema and each subschema in it, not data (`const`, `default`) that looks like one. */
function forEachSchema(schema: unknown, visit: (schema: JsonSchemaObject) => void): void {
  if (!isPlainObject(schema)) return;
  visit(schema as JsonSchemaObject);
  for (const [keyword, value] of Object.entries(schema)) {
    for (const held of subschemasAt(keyword, value, "")) forEachSchema(held.schema, visit);
  }
}
