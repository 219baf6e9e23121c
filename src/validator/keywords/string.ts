/** `minLength`, `maxLength` (in code points), `pattern` (`u` flag, unanchored), `format`: for strings. */
import type { JsonSchemaObject } from "../../json-schema.js";
import { hasMaxLength, hasMinLength } from "../code-points.js";
import { FORMAT_CHECKERS } from "../formats.js";
import { formatMessage, lengthMessage, patternMessage } from "../messages.js";
import type { Check, ErrorSink } from "../schema-node.js";
import { own } from "./build-context.js";

export class LengthCheck implements Check<string> {
  readonly kind = "length";
  readonly message: string;

  constructor(readonly schemaPath: string, readonly keyword: "minLength" | "maxLength", readonly limit: number) {
    this.message = lengthMessage(keyword, limit);
  }

  valid(value: string): boolean {
    return this.keyword === "minLength" ? hasMinLength(value, this.limit) : hasMaxLength(value, this.limit);
  }

  collect(value: string, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: this.keyword, message: this.message, schemaPath: this.schemaPath, expected: this.limit, params: { limit: this.limit } });
  }
}

export class PatternCheck implements Check<string> {
  readonly kind = "pattern";
  readonly regex: RegExp;
  readonly message: string;

  /** `pattern` was checked by `checkSchema`: a valid `u`-flag RegExp without catastrophic backtracking. */
  constructor(readonly schemaPath: string, readonly pattern: string) {
    this.regex = new RegExp(pattern, "u");
    this.message = patternMessage(pattern);
  }

  valid(value: string): boolean {
    return this.regex.test(value);
  }

  collect(value: string, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: "pattern", message: this.message, schemaPath: this.schemaPath, expected: this.pattern, params: { pattern: this.pattern } });
  }
}

export class FormatCheck implements Check<string> {
  readonly kind = "format";
  readonly message: string;

  constructor(readonly schemaPath: string, readonly format: string, readonly test: (s: string) => boolean) {
    this.message = formatMessage(format);
  }

  valid(value: string): boolean {
    return this.test(value);
  }

  collect(value: string, _depth: number, path: string, sink: ErrorSink): void {
    if (this.valid(value)) return;
    sink.add({ path, keyword: "format", message: this.message, schemaPath: this.schemaPath, expected: this.format, params: { format: this.format } });
  }
}

export type StringCheck = LengthCheck | PatternCheck | FormatCheck;

export function stringChecks(schema: JsonSchemaObject, at: string, assertFormats: boolean): StringCheck[] {
  const checks: StringCheck[] = [];
  for (const keyword of ["minLength", "maxLength"] as const) {
    const limit = own(schema, keyword);
    if (limit !== undefined) checks.push(new LengthCheck(`${at}/${keyword}`, keyword, limit as number));
  }
  const pattern = own(schema, "pattern");
  if (pattern !== undefined) checks.push(new PatternCheck(`${at}/pattern`, pattern as string));
  const format = own(schema, "format") as string | undefined;
  // Formats are annotations unless asked for; an unknown format stays one.
  if (assertFormats && format !== undefined && Object.hasOwn(FORMAT_CHECKERS, format)) {
    checks.push(new FormatCheck(`${at}/format`, format, FORMAT_CHECKERS[format] as (s: string) => boolean));
  }
  return checks;
}
