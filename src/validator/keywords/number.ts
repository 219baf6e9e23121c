/** `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`: for numbers. */
import type { JsonSchemaObject } from "../../json-schema.js";
import { limitMessage, multipleOfMessage } from "../messages.js";
import { isMultipleOf } from "../multiple-of.js";
import type { Check, ErrorSink } from "../schema-node.js";
import { own } from "./build-context.js";

export type LimitKeyword = "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum";

export class LimitCheck implements Check<number> {
  readonly kind = "limit";
  readonly message: string;

  constructor(readonly schemaPath: string, readonly keyword: LimitKeyword, readonly limit: number) {
    this.message = limitMessage(keyword, limit);
  }

  valid(value: number): boolean {
    switch (this.keyword) {
      case "minimum":
        return value >= this.limit;
      case "maximum":
        return value <= this.limit;
      case "exclusiveMinimum":
        return value > this.limit;
      case "exclusiveMaximum":
        return value < this.limit;
    }
  }

  collect(value: number, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: this.keyword, message: this.message, schemaPath: this.schemaPath, expected: this.limit, params: { limit: this.limit } });
  }
}

export class MultipleOfCheck implements Check<number> {
  readonly kind = "multipleOf";
  readonly message: string;

  constructor(readonly schemaPath: string, readonly divisor: number) {
    this.message = multipleOfMessage(divisor);
  }

  valid(value: number): boolean {
    return isMultipleOf(value, this.divisor);
  }

  collect(value: number, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: "multipleOf", message: this.message, schemaPath: this.schemaPath, expected: this.divisor, params: { multipleOf: this.divisor } });
  }
}

const LIMITS: readonly LimitKeyword[] = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"];

export type NumberCheck = LimitCheck | MultipleOfCheck;

export function numberChecks(schema: JsonSchemaObject, at: string): NumberCheck[] {
  const checks: NumberCheck[] = [];
  for (const keyword of LIMITS) {
    const limit = own(schema, keyword);
    if (limit !== undefined) checks.push(new LimitCheck(`${at}/${keyword}`, keyword, limit as number));
  }
  const divisor = own(schema, "multipleOf");
  if (divisor !== undefined) checks.push(new MultipleOfCheck(`${at}/multipleOf`, divisor as number));
  return checks;
}
