import type { JsonSchemaObject } from "../json-schema.js";
import { once } from "../once.js";
import { checkSchema } from "../validator/index.js";
import { frozenCopy } from "../validator/frozen-copy.js";
import { isFrozenJson } from "../validator/frozen-json.js";
import { unescapeToken } from "../validator/json-pointer.js";
import type { SchemaProblem } from "../validator/types.js";
import { isBuildChecked } from "./build-checked.js";
import { deepFreeze } from "./deep-freeze.js";
import { deferredSchemaLoader } from "./deferred-schema.js";
import { describeValue } from "./describe-value.js";
import { InvalidSchemaError, type SchemaRole } from "./errors.js";
import { jsonText } from "./json-text.js";

/**
 * A schema as a record keeps it: usable now, or, for a stand-in of one not parsed yet
 * (deferred-schema.ts), a function that makes it usable on its first read, and refuses it then if
 * it cannot be used.
 */
export type KeptSchema = JsonSchemaObject | (() => JsonSchemaObject);

/** `register`'s schema, kept (see `usableSchema`). */
export function keptSchema(toolName: string, role: SchemaRole, schema: unknown, checkedText?: string): KeptSchema {
  const buildChecked = isBuildChecked(schema as object);
  const load = deferredSchemaLoader(schema);
  if (load === undefined) return usableSchema(toolName, role, schema, checkedText, buildChecked);
  return once(() => usableSchema(toolName, role, load(), checkedText, buildChecked));
}

/** A kept schema, read. */
export function readKept(kept: KeptSchema): JsonSchemaObject {
  return typeof kept === "function" ? kept() : kept;
}

/**
 * Schemas `usableSchema` returned: frozen, and checked. One registered again (under another name, as
 * an override, in another registry) is neither copied nor checked a second time.
 */
const usableSchemas = new WeakSet<object>();

/**
 * The schema as the registry keeps it, frozen, refused with every problem found when it cannot be
 * used. A schema `freezeManifest` froze as plain JSON is kept as it is; any other is copied, since its
 * caller could change it later. `checkSchema`, which dominates start-up, is skipped for a schema
 * gen-tools already checked at build time: one `loadManifest` marks (`buildChecked`, see
 * build-checked.ts), or one whose text is `checkedText` (an ahead-of-time validator's `checkedSchema`).
 */
function usableSchema(
  toolName: string,
  role: SchemaRole,
  schema: unknown,
  checkedText: string | undefined,
  buildChecked: boolean,
): JsonSchemaObject {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    throw new InvalidSchemaError(toolName, role, [
      { schemaPath: "", keyword: "type", message: `must be a JSON Schema object, got ${describeValue(schema)}` },
    ]);
  }
  const reused = usableSchemas.has(schema);
  // Kept as it is when no caller can change it any more (frozenCopy keeps a value noted frozen JSON).
  const copy = reused ? (schema as JsonSchemaObject) : copyOf(toolName, role, schema as JsonSchemaObject);
  const problems: SchemaProblem[] = [];
  if (role === "inputSchema" && copy.type !== "object") {
    problems.push({
      schemaPath: "/type",
      keyword: "type",
      message: `must be "object": a tool takes its arguments as one JSON object (got ${describeValue(copy.type)})`,
    });
  }
  if (!reused && !checkedAtBuild(copy, checkedText, buildChecked)) problems.push(...checkSchema(copy));
  if (problems.length > 0) throw new InvalidSchemaError(toolName, role, problems);
  usableSchemas.add(copy);
  return copy;
}

/** Whether gen-tools checked the schema at build time (see `usableSchema`); `copy` is what the registry keeps of it. */
function checkedAtBuild(copy: JsonSchemaObject, checkedText: string | undefined, buildChecked: boolean): boolean {
  if (!buildChecked && checkedText === undefined) return false;
  // Something other than JSON (a Date, say) can write out as the checked text, but is not what gen-tools checked.
  if (!isFrozenJson(copy) && !deepFreeze(copy)) return false;
  return buildChecked || jsonText(copy) === checkedText;
}

function copyOf(toolName: string, role: SchemaRole, schema: JsonSchemaObject): JsonSchemaObject {
  return frozenCopy(schema, (pointer) => {
    throw new InvalidSchemaError(toolName, role, [
      {
        schemaPath: pointer,
        keyword: lastToken(pointer),
        message: "contains itself (a JavaScript object cycle), which JSON cannot carry",
      },
    ]);
  });
}

function lastToken(pointer: string): string {
  return unescapeToken(pointer.split("/").pop() ?? "");
}
