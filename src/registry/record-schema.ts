import type { JsonSchemaObject } from "../json-schema.js";
import type { KeptSchema } from "./usable-schema.js";

type RecordSchemaKey = "schema" | "outputSchema";

type RecordReads = Partial<Record<RecordSchemaKey, () => JsonSchemaObject>>;

/**
 * The key, on a record and not enumerable, of the functions that read its deferred schemas: on the
 * record, so that a getter finds them through a proxy of the record too (as lazy-manifest.ts keeps an entry's).
 */
const RECORD_READS = Symbol("gen-tools.recordReads");

/** A record with a deferred schema, or one that inherits from it. */
type ReadingRecord = { readonly [RECORD_READS]: RecordReads };

/**
 * One getter for every record's deferred schema, which finds the record's own: V8 then gives the
 * records one shape, where a getter of their own each costs several times more at start-up.
 */
const RECORD_GETTERS: Readonly<Record<RecordSchemaKey, PropertyDescriptor>> = {
  schema: {
    get(this: object) {
      return (this as ReadingRecord)[RECORD_READS].schema!();
    },
    enumerable: true,
  },
  outputSchema: {
    get(this: object) {
      return (this as ReadingRecord)[RECORD_READS].outputSchema!();
    },
    enumerable: true,
  },
};

/**
 * Sets a record's schema, the record not frozen yet: the schema itself, or for one kept unread (a
 * function, see usable-schema.ts) a getter that reads it. Set in turn with the record's other keys,
 * so that a record's keys come in the same order whether its schemas are read yet or not.
 */
export function setRecordSchema(record: object, key: RecordSchemaKey, kept: KeptSchema): void {
  if (typeof kept !== "function") {
    (record as Record<RecordSchemaKey, JsonSchemaObject>)[key] = kept;
    return;
  }
  if (!Object.hasOwn(record, RECORD_READS)) Object.defineProperty(record, RECORD_READS, { value: {} });
  (record as ReadingRecord)[RECORD_READS][key] = kept;
  Object.defineProperty(record, key, RECORD_GETTERS[key]);
}
