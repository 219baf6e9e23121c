import type { JsonSchemaObject } from "../json-schema.js";

/** Each stand-in's loader. */
const loaders = new WeakMap<object, () => JsonSchemaObject>();

/**
 * A stand-in that `loadManifest` registers in place of a schema not parsed yet (lazy-manifest.ts):
 * `register` keeps the record's schema unread until it is first read, and checks it then. Only
 * `loadManifest` makes one, for a schema it may leave unread (`schemaToRegister`): the input or
 * output schema of a tool whose validator gen-tools wrote with the manifest, the input schema only
 * where the tool takes no `Date`. The record's getters are record-schema.ts's.
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
