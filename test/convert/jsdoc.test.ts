import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";

describe("property JSDoc → schema keywords", () => {
  const p = makeProject({
    "a.ts": `
      /**
       * A new user.
       * @title User
       */
      export interface NewUser {
        /**
         * Login name.
         * @minLength 3
         * @maxLength 20
         * @pattern ^[a-z][a-z0-9_]*$
         * @example "ada"
         * @example "grace_h"
         */
        login: string;
        /**
         * @format email
         * @deprecated use contacts instead
         */
        email?: string;
        /**
         * Age in years.
         * @minimum 0
         * @exclusiveMaximum 150
         * @multipleOf 1
         * @default 30
         */
        age?: number;
        /**
         * @minItems 1
         * @maxItems 5
         * @uniqueItems
         * @examples [["admin"], ["dev", "ops"]]
         */
        roles: string[];
        /**
         * @default {"theme": "dark"}
         * @example not json, kept as text
         */
        prefs?: { theme: string };
        /** @exclusiveMinimum 0 */
        score: number;
      }
      export function f(user: NewUser) {}`,
  });

  it("maps summary, @title, @deprecated, @example(s), @default and every constraint tag", () => {
    const schema = p.tool("f").inputSchema;
    expect(schema.$defs?.NewUser).toEqual({
      type: "object",
      properties: {
        login: {
          type: "string",
          description: "Login name.",
          minLength: 3,
          maxLength: 20,
          pattern: "^[a-z][a-z0-9_]*$",
          examples: ["ada", "grace_h"],
        },
        // What to use instead is told in the description: `deprecated` is a flag only.
        email: { type: "string", format: "email", deprecated: true, description: "Deprecated: use contacts instead" },
        age: {
          type: "number",
          description: "Age in years.",
          minimum: 0,
          exclusiveMaximum: 150,
          multipleOf: 1,
          default: 30,
        },
        roles: {
          type: "array",
          items: { type: "string" },
          minItems: 1,
          maxItems: 5,
          uniqueItems: true,
          examples: [["admin"], ["dev", "ops"]],
        },
        prefs: {
          type: "object",
          properties: { theme: { type: "string" } },
          required: ["theme"],
          additionalProperties: false,
          default: { theme: "dark" },
          examples: ["not json, kept as text"],
        },
        score: { type: "number", exclusiveMinimum: 0 },
      },
      required: ["login", "roles", "score"],
      additionalProperties: false,
      description: "A new user.",
      title: "User",
    });
    expect(p.tool("f").diagnostics).toEqual([]);
    const ok = { login: "ada", roles: ["dev"], score: 1 };
    expectMeaning(schema, {
      valid: [{ user: ok }, { user: { ...ok, age: 0, email: "a@b.c" } }],
      invalid: [
        { user: { ...ok, login: "ad" } },
        { user: { ...ok, login: "Ada" } },
        { user: { ...ok, roles: [] } },
        { user: { ...ok, roles: ["a", "a"] } },
        { user: { ...ok, age: 150 } },
        { user: { ...ok, age: 1.5 } },
        { user: { ...ok, score: 0 } },
      ],
    });
  });

  it("reads TSDoc's @defaultValue as @default, and a tag's JavaScript literal as its value ('none' is the string none)", () => {
    const q = makeProject({
      "a.ts": [
        "export interface Opts {",
        "  /**",
        "   * Max results.",
        "   * @defaultValue 20",
        "   */",
        "  limit?: number;",
        "  /** Label. @default 'none' */",
        "  label?: string;",
        "  /** Where. @default { x: 1 } @example 'here' */",
        "  at?: { x: number };",
        "  /** Unit. @default celsius */",
        "  unit?: string;",
        "}",
        "export function f(opts: Opts) {}",
      ].join("\n"),
    });
    expect(q.tool("f").inputSchema.$defs?.Opts).toMatchObject({
      properties: {
        limit: { type: "number", description: "Max results.", default: 20 },
        label: { type: "string", description: "Label.", default: "none" },
        at: { description: "Where.", default: { x: 1 }, examples: ["here"] },
        unit: { type: "string", description: "Unit.", default: "celsius" },
      },
    });
  });

  it("tells a deprecated property's replacement in its description", () => {
    const q = makeProject({
      "a.ts": [
        "export interface Opts {",
        "  /**",
        "   * Old sort key.",
        "   * @deprecated Use `order` instead.",
        "   */",
        "  sort?: string;",
        "  /** @deprecated */",
        "  bare?: string;",
        "}",
        "export function f(opts: Opts) {}",
      ].join("\n"),
    });
    expect(q.tool("f").inputSchema.$defs?.Opts).toMatchObject({
      properties: {
        sort: { type: "string", description: "Old sort key.\n\nDeprecated: Use `order` instead.", deprecated: true },
        bare: { type: "string", deprecated: true },
      },
    });
    expect(q.tool("f").inputSchema.$defs?.Opts).not.toHaveProperty(["properties", "bare", "description"]);
  });

  it("reads a property's @description as a tool's: the summary where the comment has none, followed by @remarks and the deprecation", () => {
    const q = makeProject({
      "a.ts": [
        "export interface Opts {",
        "  /**",
        "   * @description Lists.",
        "   * @remarks Only active ones.",
        "   * @deprecated Use `list2`.",
        "   */",
        "  list?: string;",
        "  /**",
        "   * The text wins.",
        "   * @description Not this.",
        "   */",
        "  both?: string;",
        "}",
        "export function f(opts: Opts) {}",
      ].join("\n"),
    });
    expect(q.tool("f").inputSchema.$defs?.Opts).toMatchObject({
      properties: {
        list: { description: "Lists.\n\nOnly active ones.\n\nDeprecated: Use `list2`.", deprecated: true },
        both: { description: "The text wins." },
      },
    });
    expect(q.problems("f").filter((problem) => !problem.includes("GT1100"))).toEqual([]);
  });

  it("reports bad tag values at the tag, and constraints that do not fit the type", () => {
    const q = makeProject({
      "a.ts": [
        "export interface Bad {",
        "  /** @minLength abc */",
        "  a: string;",
        "  /** @pattern ([a-z */",
        "  b: string;",
        "  /** @minimum 5 */",
        "  c: string;",
        "  /** @multipleOf 0 */",
        "  d: number;",
        "  /** @uniqueItems maybe */",
        "  e: string[];",
        "}",
        "export function f(bad: Bad) {}",
      ].join("\n"),
    });
    expect(q.problems("f").filter((d) => !d.includes("GT1100"))).toEqual([
      "a.ts:2:7 - error GT1101: property 'Bad.a' has @minLength 'abc', which is not a non-negative integer",
      "a.ts:4:7 - error GT1102: property 'Bad.b' has a pattern '([a-z' that is not a valid regular expression: /([a-z/u: Unterminated character class",
      "a.ts:6:7 - warning GT1103: property 'Bad.c' has @minimum, which applies to number values, not to this type",
      "a.ts:8:7 - error GT1101: property 'Bad.d' has @multipleOf '0', which is not a number greater than 0",
      "a.ts:10:7 - error GT1101: property 'Bad.e' has @uniqueItems 'maybe', which is not true or false",
    ]);
    expect(q.tool("f").inputSchema.$defs?.Bad).toMatchObject({
      properties: { a: { type: "string" }, c: { type: "string" } },
    });
  });

  it("warns of a @param that names no parameter (a typo, or one renamed since), with the nearest name", () => {
    const q = makeProject({
      "gen-tools-context.ts": 'export type { ToolCallContext } from "./gen-tools/src/registry/types.js";',
      "a.ts": [
        'import type { ToolCallContext } from "./gen-tools-context.js";',
        "/**",
        " * Forecast.",
        " * @param citty The city.",
        " * @param days How many days.",
        " * @param options The options.",
        " * @param options.unit The unit.",
        " * @param ctx The call's context.",
        " */",
        "export function forecast(city: string, days: number, options: { unit: string }, ctx: ToolCallContext) {}",
        "/**",
        " * Search.",
        " * @param args The search.",
        " * @param args.query What to look for.",
        " * @param limt At most this many.",
        " * @param root0.offset How many to skip.",
        " */",
        "export function search({ query, limit, offset }: { query: string; limit?: number; offset?: number }) {}",
        "/**",
        " * Renamed.",
        " * @param zzz Gone.",
        " * @param text The text.",
        " */",
        "export function renamed(text: string) {}",
        "/**",
        " * Whole.",
        " * @param options The search options.",
        " */",
        "export function whole({ query }: { query: string }) {}",
      ].join("\n"),
    });
    const unused = (tool: string) => q.problems(tool).filter((d) => d.includes("GT1106"));
    expect(unused("forecast")).toEqual(["a.ts:4:4 - warning GT1106: JSDoc @param 'citty' names no parameter of the tool, so its text is not used (did you mean 'city'?)"]);
    expect(unused("search")).toEqual([
      "a.ts:15:4 - warning GT1106: JSDoc @param 'limt' names no field of the tool's destructured parameter, so its text is not used (did you mean 'limit'?)",
    ]);
    expect(unused("renamed")).toEqual(["a.ts:21:4 - warning GT1106: JSDoc @param 'zzz' names no parameter of the tool, so its text is not used"]);
    expect(unused("whole")).toEqual([
      "a.ts:27:4 - warning GT1106: JSDoc @param 'options' names no field of the tool's destructured parameter, so its text is not used (describe its fields one by one: @param options.query)",
    ]);
    // The fields' own tags still describe them, under any name for the object.
    expect(q.tool("search").inputSchema.properties).toMatchObject({ query: { description: "What to look for." }, offset: { description: "How many to skip." } });
  });
});

describe("@param opts.field for a positional object parameter", () => {
  it("describes the field of an inline object type, at any depth, over its own comment; names a missing one and a named type's (GT1106)", () => {
    const q = makeProject({
      "a.ts": [
        "export interface ListOptions {",
        "  /** Max results. */",
        "  limit: number;",
        "}",
        "/**",
        " * Lists.",
        " * @param opts Options.",
        " * @param opts.limit The max.",
        " * @param opts.page.size Page size.",
        " * @param opts.nosuch Typo.",
        " * @param named Named options.",
        " * @param named.limit Not applied.",
        " */",
        "export function f(opts: { /** Old. */ limit: number; page: { size: number } }, named: ListOptions) {}",
      ].join("\n"),
    });
    expect(q.tool("f").inputSchema.properties?.["opts"]).toMatchObject({
      description: "Options.",
      properties: { limit: { type: "number", description: "The max." }, page: { properties: { size: { type: "number", description: "Page size." } } } },
    });
    expect(q.tool("f").inputSchema.$defs?.ListOptions).toMatchObject({ properties: { limit: { description: "Max results." } } });
    expect(q.problems("f").filter((d) => d.includes("GT1106"))).toEqual([
      "a.ts:10:4 - warning GT1106: JSDoc @param 'opts.nosuch' names no field of parameter 'opts', so its text is not used",
      "a.ts:12:4 - warning GT1106: JSDoc @param 'named.limit' names no field a tag can describe: it is in the named type 'ListOptions', which every use shares, so its text is not used (describe it in the comment of 'ListOptions.limit')",
    ]);
  });
});
