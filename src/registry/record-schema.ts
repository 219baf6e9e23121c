import type { JsonSchemaObject } from "../json-schema.js";
import { sharedGetters } from "./shared-getters.js";
import type { KeptSchema } from "./usable-schema.js";

const RECORD_SCHEMA_KEYS = ["schema", "outputSchema"] as const;

type RecordSchemaKey = (typeof RECORD_SCHEMA_KEYS)[number];

type RecordReads = Partial<Record<RecordSchemaKey, () => JsonSchemaObject>>;

/**
 * The key, on a record and not enumerable, of the functions that read its deferred schemas: on the
 * record, so that a getter finds them through a proxy of the record too (as lazy-manifest.ts keeps an entry's).
 */
const RECORD_READS = Symbol("gen-tools.recordReads");

/** A record with a deferred schema, or one that inherits from it. */
type ReadingRecord = { readonly [RECORD_READS]: RecordReads };

/** The records' getters of a deferred schema, which find the record's own reads. */
const RECORD_GETTERS = sharedGetters(RECORD_SCHEMA_KEYS, (record, key) => (record as ReadingRecord)[RECORD_READS][key]!());

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
