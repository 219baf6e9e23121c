import type { JsonSchemaObject } from "../json-schema.js";

/** Each stand-in's loader. */
const loaders = new WeakMap<object, () => JsonSchemaObject>();

/**
 * A stand-in that `loadManifest` registers in place of a schema not parsed yet (lazy-manifest.ts):
 * `register` keeps the record's schema unread until it is first read, and checks it then. Only
 * `loadManifest` makes one, for a schema it may leave unread: an input schema gen-tools checked
 * when it wrote the tool's validator, of a tool that takes no `Date`.
 */
export function deferredSchema(load: () => JsonSchemaObject): JsonSchemaObject {
  const standIn = Object.freeze({});
  loaders.set(standIn, load);
  return standIn;
}

/** The loader behind a stand-in; `undefined` for any other value. */
export function deferredSchemaLoader(schema: unknown): (() => JsonSchemaObject) | undefined {
  return typeof schema === "object" && schema !== null ? loaders.get(schema) : undefined;
}

type RecordSchemaKey = "schema" | "outputSchema";

/** The deferred schemas of registered records, each a function that reads it. */
const recordReads = new WeakMap<object, Partial<Record<RecordSchemaKey, () => JsonSchemaObject>>>();

/**
 * One getter for every record's deferred schema, which finds the record's own: V8 then gives the
 * records one shape, where a getter of their own each costs several times more at start-up.
 */
const RECORD_GETTERS: Readonly<Record<RecordSchemaKey, PropertyDescriptor>> = {
  schema: {
    get(this: object) {
      return recordReads.get(this)!.schema!();
    },
    enumerable: true,
  },
  outputSchema: {
    get(this: object) {
      return recordReads.get(this)!.outputSchema!();
    },
    enumerable: true,
  },
};

/** Gives a record, not frozen yet, a getter for each schema that `reads` holds a function for. */
export function defineDeferredSchemas(record: object, reads: Partial<Record<RecordSchemaKey, unknown>>): void {
  const own: Partial<Record<RecordSchemaKey, () => JsonSchemaObject>> = {};
  for (const key of ["schema", "outputSchema"] as const) {
    const read = reads[key];
    if (typeof read !== "function") continue;
    own[key] = read as () => JsonSchemaObject;
    Object.defineProperty(record, key, RECORD_GETTERS[key]);
  }
  recordReads.set(record, own);
}
