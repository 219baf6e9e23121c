/**
 * Input schemas that `loadManifest` is registering as the ones gen-tools checked at build time: the
 * manifest and the tool's deferred validator carry the same `validatorsHash`, so gen-tools wrote
 * them together, from this schema. `register` skips its own check of such a schema, the costliest
 * part of start-up. A schema is marked only while its own registration runs.
 */
const marked = new WeakSet<object>();

/** Runs `register` with `schema` marked as checked at build time. */
export function registerBuildChecked<T>(schema: object, register: () => T): T {
  marked.add(schema);
  try {
    return register();
  } finally {
    marked.delete(schema);
  }
}

export function isBuildChecked(schema: object): boolean {
  return marked.has(schema);
}
