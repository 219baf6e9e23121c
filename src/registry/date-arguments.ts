import type { JsonSchemaObject } from "../json-schema.js";
import type { ValidationError, Validator } from "../validator/types.js";
import { DATE_FORMATS } from "./date-time-value.js";
import { subschemaAt, WalkPlan, type Walk } from "./date-walk.js";
import type { ToolHandler } from "./types.js";

/** Refuses entry `index` of the `dates` list. */
export type DatesFail = (index: number, message: string) => never;

/**
 * The `Date`s of a tool whose signature takes some: `dates` are JSON Pointers to subschemas of its
 * input schema (strings of format `date-time`, or `date` for a day) where the handler takes a
 * `Date`. A string there must be of that RFC 3339 format, whatever the registry's `assertFormats`
 * (a `Date` cannot be made of another), and the handler gets the `Date`; the validated arguments
 * stay as the model sent them.
 *
 * Where a union (`anyOf`, `oneOf`) has a `Date` under some branch, the first branch the value
 * matches decides, in the order TypeScript's union was written (`Date | string`: a date-time string
 * is the date, any other the string). A location that is not a date-time subschema, or that is under
 * a keyword arguments are not read through, is refused through `fail`.
 */
export class DateArguments {
  readonly #walk: Walk;

  constructor(schema: JsonSchemaObject, dates: readonly string[], fail: DatesFail) {
    dates.forEach((pointer, index) => {
      const target = subschemaAt(schema, pointer);
      if (target === undefined) fail(index, `'${pointer}' is not a subschema of the input schema`);
      if (typeof target === "boolean" || typeof target.format !== "string" || !Object.hasOwn(DATE_FORMATS, target.format)) {
        fail(index, `'${pointer}' is not a date-time or date string schema, so no Date can be made there`);
      }
    });
    const plan = new WalkPlan(schema, dates);
    this.#walk = plan.at(schema, "") ?? ((value) => value);
    const unreached = dates.findIndex((pointer) => !plan.reached.has(pointer));
    if (unreached >= 0) {
      fail(unreached, `'${dates[unreached]}' is under a keyword arguments are not read through (only properties, items, $ref and unions are)`);
    }
  }

  /** A `format` error for each string at a `Date` location that is not a date-time. */
  check(args: unknown): ValidationError[] {
    const errors: ValidationError[] = [];
    this.#walk(args, "", errors);
    return errors;
  }

  /** The arguments with a `Date` for each date-time string at a `Date` location. */
  revive(args: unknown): unknown {
    return this.#walk(args, "", undefined);
  }
}

/**
 * The validator, with a `format` error for each string at a `Date` location that is not a date-time
 * (one the validator reported already, under `assertFormats`, is not repeated).
 */
export function checkingDates(validate: Validator, dates: DateArguments): Validator {
  return (args) => {
    const result = validate(args);
    const wrong = dates.check(args);
    if (wrong.length === 0) return result;
    if (result.ok) return { ok: false, errors: wrong };
    const reported = new Set(result.errors.filter((e) => e.keyword === "format").map((e) => e.path));
    return { ok: false, errors: [...result.errors, ...wrong.filter((e) => !reported.has(e.path))] };
  };
}

/** The handler, called with a `Date` for each date-time string at a `Date` location. */
export function withDates(handler: ToolHandler, dates: DateArguments): ToolHandler {
  return (args, context) => handler(dates.revive(args) as typeof args, context);
}
