/** `enum` and `const`: JSON equality against values from the schema, for values of any type. */
import type { JsonSchemaObject, JsonValue } from "../../json-schema.js";
import { deepEqual } from "../json-equality.js";
import { constMessage, enumMessage } from "../messages.js";
import type { Check, ErrorSink } from "../schema-node.js";
import { own, type BuildContext } from "./build-context.js";

export class EnumCheck implements Check<unknown> {
  readonly kind = "enum";
  /** The strings, numbers, booleans and null of the list, looked up in one step. */
  readonly #primitives: Set<unknown>;
  /** The objects and arrays of the list, compared one by one. */
  readonly #structured: readonly JsonValue[];
  readonly message: string;

  constructor(readonly schemaPath: string, readonly values: readonly JsonValue[]) {
    this.#primitives = new Set(values.filter((v) => typeof v !== "object" || v === null));
    this.#structured = values.filter((v) => typeof v === "object" && v !== null);
    this.message = enumMessage(values);
  }

  valid(value: unknown): boolean {
    if (typeof value !== "object" || value === null) return this.#primitives.has(value);
    for (const candidate of this.#structured) if (deepEqual(value, candidate)) return true;
    return false;
  }

  collect(value: unknown, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: "enum", message: this.message, schemaPath: this.schemaPath, expected: this.values, params: { allowedValues: this.values } });
  }
}

export class ConstCheck implements Check<unknown> {
  readonly kind = "const";
  readonly message: string;

  constructor(readonly schemaPath: string, readonly value: JsonValue) {
    this.message = constMessage(value);
  }

  valid(value: unknown): boolean {
    return deepEqual(value, this.value);
  }

  collect(value: unknown, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: "const", message: this.message, schemaPath: this.schemaPath, expected: this.value, params: { allowedValue: this.value } });
  }
}

export type ValueCheck = EnumCheck | ConstCheck;

export function valueChecks(schema: JsonSchemaObject, at: string, ctx: BuildContext): ValueCheck[] {
  const checks: ValueCheck[] = [];
  // Frozen: the checks' errors carry them (see frozenValue).
  const values = own(schema, "enum");
  if (values !== undefined) checks.push(new EnumCheck(`${at}/enum`, ctx.frozenValue(values as JsonValue[])));
  if (Object.hasOwn(schema, "const")) checks.push(new ConstCheck(`${at}/const`, ctx.frozenValue(schema.const as JsonValue)));
  return checks;
}
