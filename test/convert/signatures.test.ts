import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { expectMeaning } from "./meaning.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { resultContent } from "../../src/agent/result-content.js";

describe("signatures", () => {
  it("makes parameters properties; optional ones and those with initializers are not required; literal initializers are defaults", () => {
    const p = makeProject({
      "a.ts": `
        enum Unit { C = "celsius", F = "fahrenheit" }
        const LIMIT = 20;
        /**
         * Forecast.
         * @param city - The city.
         * @param days How many days.
         */
        export function f(city: string, days = 3, unit: Unit = Unit.C, offset = -1, tags: string[] = ["a", "b"],
          opts: { deep: boolean } = { deep: true }, limit: number = LIMIT, note?: string, z: string | null = null,
          computed = Date.now()) {}`,
    });
    const { inputSchema, parameters } = p.tool("f");
    expect(parameters).toEqual(["city", "days", "unit", "offset", "tags", "opts", "limit", "note", "z", "computed"]);
    expect(inputSchema.required).toEqual(["city"]);
    expect(inputSchema.properties).toEqual({
      city: { type: "string", description: "The city." },
      days: { type: "number", default: 3, description: "How many days." },
      unit: { $ref: "#/$defs/Unit", default: "celsius" },
      offset: { type: "number", default: -1 },
      tags: { type: "array", items: { type: "string" }, default: ["a", "b"] },
      opts: {
        type: "object",
        properties: { deep: { type: "boolean" } },
        required: ["deep"],
        additionalProperties: false,
        default: { deep: true },
      },
      limit: { type: "number", default: 20 },
      note: { type: "string" },
      z: { type: ["string", "null"], default: null },
      computed: { type: "number" },
    });
    expectMeaning(inputSchema, {
      valid: [{ city: "Oslo" }, { city: "Oslo", days: 2, unit: "fahrenheit" }],
      invalid: [{}, { city: "Oslo", x: 1 }],
    });
  });

  it("takes a lone destructured parameter's fields as the arguments, with destructuring defaults", () => {
    const p = makeProject({
      "a.ts": `
        interface Args {
          /** The city. */
          city: string;
          /** Unit of the result. */
          unit?: "c" | "f";
          /** Days ahead. */
          days: number;
        }
        /** @param args.days How many days (from the tag). */
        export function f({ city, unit = "c", days: d = 1 }: Args) {}`,
    });
    const { inputSchema, parameters, diagnostics } = p.tool("f");
    expect(parameters).toBeNull();
    expect(inputSchema).toEqual({
      type: "object",
      properties: {
        city: { type: "string", description: "The city." },
        unit: {
          type: "string",
          enum: ["c", "f"],
          description: "Unit of the result.",
          default: "c",
        },
        days: {
          type: "number",
          description: "How many days (from the tag).",
          default: 1,
        },
      },
      required: ["city"],
      additionalProperties: false,
    });
    expect(diagnostics).toEqual([]);
  });

  it("takes the default a @param tag writes in its brackets where the code gives none (the parameter's own wins)", () => {
    const p = makeProject({
      "a.ts": `
        interface Filter {
          status: string;
          days?: number;
        }
        /**
         * @param query What to find.
         * @param [limit=10] How many.
         * @param [order=-1] Which way; the initializer wins.
         * @param [page=FIRST_PAGE] Which page.
         */
        export function find(query: string, limit?: number, order = 1, page?: number) {}
        /** @param [filter.days=30] How many days back. */
        export function list({ status, days }: Filter) {}`,
    });
    expect(p.tool("find").inputSchema.properties).toEqual({
      query: { type: "string", description: "What to find." },
      limit: { type: "number", default: 10, description: "How many." },
      order: { type: "number", default: 1, description: "Which way; the initializer wins." },
      page: { type: "number", description: "Which page." },
    });
    expect(p.tool("list").inputSchema.properties?.["days"]).toEqual({ type: "number", default: 30, description: "How many days back." });
    // Only the model reads a tag's default: the code, which gives none, is told so at the tag.
    const unapplied = "which the model reads in the schema, but the runtime fills in no argument: a call that leaves it out gets undefined unless the code gives it too, as";
    expect([...p.problems("find"), ...p.problems("list")].filter((d) => !d.includes("GT1100"))).toEqual([
      `a.ts:8:12 - warning GT1107: JSDoc @param 'limit' gives the default 10, ${unapplied} 'limit = 10' would`,
      `a.ts:13:13 - warning GT1107: JSDoc @param 'filter.days' gives the default 30, ${unapplied} '{ days = 30 }' would`,
    ]);
  });

  it("warns of a constraint or a default in the tool's comment, which applies to no parameter (GT1110), with the parameter's own comment to write it in", () => {
    const p = makeProject({
      "a.ts": `
        /**
         * Forecast.
         * @param days How many days.
         * @minimum 1
         * @maximum 14
         * @param opts.unit The unit.
         * @default "c"
         * @deprecated Use forecast2.
         */
        export function fc(days: number, opts: { unit: string }, /** @minimum 0 */ hour: number) {}`,
    });
    expect(p.tool("fc").inputSchema.properties?.["days"]).toEqual({ type: "number", description: "How many days." });
    const nowhere = "in a tool's comment applies to no parameter, so it constrains nothing: write it in the parameter's own comment";
    expect(p.problems("fc").filter((d) => !d.includes("GT1100"))).toEqual([
      `a.ts:5:12 - warning GT1110: JSDoc @minimum ${nowhere} (/** @minimum 1 */ days), or on the property of the parameter's type`,
      `a.ts:6:12 - warning GT1110: JSDoc @maximum ${nowhere} (/** @maximum 14 */ days), or on the property of the parameter's type`,
      `a.ts:8:12 - warning GT1110: JSDoc @default ${nowhere} (/** @default "c" */ unit), or on the property of the parameter's type`,
    ]);
  });

  it("warns of a @default in a positional parameter's own comment where the code gives none (GT1107), as of a @param's", () => {
    const p = makeProject({
      "a.ts": `
        /**
         * @param a How many.
         * @param b How many more.
         * @param c The initializer applies it.
         */
        export function d(a: number, /** @default 7 */ b: number, /** @defaultValue 3 */ c = 3) {}`,
    });
    expect(p.tool("d").inputSchema.properties?.["b"]).toEqual({ type: "number", default: 7, description: "How many more." });
    expect(p.problems("d")).toEqual([
      "a.ts:7:42 - warning GT1107: JSDoc @default of parameter 'b' gives the default 7, which the model reads in the schema, but the runtime fills in no argument: a call that leaves it out gets undefined unless the code gives it too, as 'b = 7' would",
    ]);
  });

  it("says nothing of a tag's default where the code gives one: an initializer, a destructuring default, a computed one", () => {
    const p = makeProject({
      "a.ts": `
        const FIRST = 1;
        /**
         * @param [limit=10] How many.
         * @param [page=1] Which page.
         */
        export function find(limit = 10, page = FIRST) {}
        /**
         * @param [days=30] How many days back.
         * @param [args.status="open"] Which orders.
         */
        export function list({ days = 30, status = String("open") }: { days?: number; status?: string }) {}`,
    });
    expect([...p.problems("find"), ...p.problems("list")].filter((d) => d.includes("GT1107"))).toEqual([]);
  });

  it("reads a destructured field's computed default as a parameter's: no default, the tag's neither, and not required", () => {
    const p = makeProject({
      "a.ts": `
        const compute = (): number => 5;
        /**
         * @param [days=30] How many days back.
         * @param limit How many.
         */
        export function find(days = compute(), limit = compute()) {}
        /**
         * @param [args.days=30] How many days back.
         * @param args.limit How many.
         */
        export function list({ days = compute(), limit = compute() }: { days?: number; limit: number }) {}`,
    });
    const expected = { days: { type: "number", description: "How many days back." }, limit: { type: "number", description: "How many." } };
    expect(p.tool("find").inputSchema.properties).toEqual(expected);
    expect(p.tool("find").inputSchema.required).toBeUndefined();
    expect(p.tool("list").inputSchema.properties).toEqual(expected);
    expect(p.tool("list").inputSchema.required).toBeUndefined();
  });

  it("reads a parameter's own JSDoc comment: its summary as the description, its tags as keywords", () => {
    const p = makeProject({
      "a.ts": `
        /**
         * Forecast.
         * @param unit From the tag.
         */
        export function f(
          /** The city. */ city: string,
          /**
           * How many days.
           * @minimum 1
           * @maximum 14
           */
          days: number,
          /** From the comment. */ unit: string,
          /** @minimum 0 */ limit = 10,
          plain?: string,
          /** @minimum lots */ bad?: number,
        ) {}`,
    });
    const { inputSchema, diagnostics } = p.tool("f");
    expect(inputSchema.properties).toEqual({
      city: { type: "string", description: "The city." },
      days: { type: "number", description: "How many days.", minimum: 1, maximum: 14 },
      unit: { type: "string", description: "From the tag." },
      limit: { type: "number", minimum: 0, default: 10 },
      plain: { type: "string" },
      bad: { type: "number" },
    });
    // limit and plain have no description; bad's @minimum is reported at its tag, on bad's line.
    expect(diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(["15 GT1100", "16 GT1100", "17 GT1101", "17 GT1100"]);
    expect(diagnostics.find((d) => d.code === "GT1101")?.message).toMatch(/@minimum/);
  });

  it("skips a last ToolCallContext parameter and a this parameter", () => {
    const p = makeProject({
      "a.ts": `
        import type { ToolCallContext } from "./gen-tools/src/registry/types.js";
        /** @param q query */
        export function f(this: unknown, q: string, ctx: ToolCallContext) {}
        /** @param q query */
        export function g(q: string, ctx?: ToolCallContext) {}`,
    });
    expect(p.tool("f").parameters).toEqual(["q"]);
    expect(Object.keys(p.tool("f").inputSchema.properties ?? {})).toEqual(["q"]);
    expect(p.tool("g").parameters).toEqual(["q"]);
    expect(p.tool("f").diagnostics).toEqual([]);
  });

  it("lets paramDescriptions override JSDoc and warns (GT1100) where a parameter has no description", () => {
    const p = makeProject({
      "a.ts": "/** @param a from jsdoc */\nexport function f(a: string, b: number, c: boolean) {}",
    });
    const result = p.tool("f", {
      paramDescriptions: { a: "from the decorator", b: "b too" },
    });
    expect(result.inputSchema.properties?.a).toEqual({
      type: "string",
      description: "from the decorator",
    });
    expect(result.inputSchema.properties?.b).toEqual({
      type: "number",
      description: "b too",
    });
    expect(result.diagnostics).toEqual([
      {
        code: "GT1100",
        severity: "warning",
        message: "parameter 'c' has no description (add a JSDoc @param, or a comment on the parameter or property)",
        file: "a.ts",
        line: 2,
        column: 41,
      },
    ]);
  });

  it("counts a referenced named type's own description as the parameter's", () => {
    const p = makeProject({
      "a.ts": "/** A point. */\ninterface Point { x: number }\nexport function f(p: Point) {}",
    });
    expect(p.tool("f").diagnostics).toEqual([]);
  });

  it("has an empty closed object for no parameters", () => {
    const p = makeProject({ "a.ts": "export function f() {}" });
    expect(p.tool("f")).toEqual({
      inputSchema: {
        type: "object",
        properties: {},
        additionalProperties: false,
      },
      parameters: [],
      dates: [],
      diagnostics: [],
    });
  });

  it("reads a type parameter of the tool's own signature as its constraint", () => {
    const p = makeProject({
      "a.ts": `
        export interface Box<T> { value: T }
        export class Store {
          read<K extends "a" | "b", V extends string | number = string, A = unknown>(key: K, fallback: V | null, keys: K[], box: Box<K>, any?: A): K {
            return key;
          }
        }`,
    });
    const { inputSchema, outputSchema, diagnostics } = p.tool("Store.read");
    expect(diagnostics.filter((d) => d.code !== "GT1100")).toEqual([]);
    const keys = { type: "string", enum: ["a", "b"] };
    expect(inputSchema.properties).toEqual({
      key: keys,
      fallback: { type: ["number", "string", "null"] },
      keys: { type: "array", items: keys },
      box: { $ref: "#/$defs/Box_K" },
      any: {},
    });
    expect(inputSchema.$defs).toEqual({ Box_K: { type: "object", properties: { value: keys }, required: ["value"], additionalProperties: false } });
    expect(outputSchema).toEqual(keys);
  });

  it("reads a type indexed by the tool's own type parameter as indexed by its constraint: Settings[K] is the union of the values", () => {
    const p = makeProject({
      "a.ts": `
        export interface Settings { theme: "dark" | "light"; fontSize: number; tags: string[] }
        export class Prefs {
          set<K extends keyof Settings>(key: K, value: Settings[K], values: Array<Settings[K]>, maybe: Settings[K] | null): Settings[K] {
            return value;
          }
          pick<K extends "theme" | "fontSize">(key: K, value: Settings[K | "tags"]): void {}
          cls<T extends Settings, K extends keyof T>(value: T[K]): void {}
        }
        export class Generic<T> {
          get<K extends keyof T>(key: K, value: T[K]): void {}
        }`,
    });
    const values = { anyOf: [{ type: "string", enum: ["dark", "light"] }, { type: "number" }, { type: "array", items: { type: "string" } }] };
    const set = p.tool("Prefs.set");
    expect(set.diagnostics.filter((d) => d.code !== "GT1100")).toEqual([]);
    expect(set.inputSchema.properties).toEqual({
      key: { type: "string", enum: ["fontSize", "tags", "theme"] },
      value: values,
      values: { type: "array", items: values },
      // One union: the bare types merge, as in string | number | null.
      maybe: { anyOf: [values.anyOf[0], { type: ["number", "null"] }, values.anyOf[2]] },
    });
    expect(set.outputSchema).toEqual(values);
    // A union index, partly the type parameter.
    expect(p.tool("Prefs.pick").inputSchema.properties?.value).toEqual(values);
    // K extends keyof T has no bound the checker keeps but string | number | symbol, which indexes no Settings.
    expect(p.problems("Prefs.cls").filter((d) => d.includes("GT1006"))).toEqual([
      "a.ts:8:54 - error GT1006: parameter 'value' has the unresolved type 'T[K]'; a tool's schema needs concrete types",
    ]);
    // Indexing a class's type parameter stays unresolved.
    expect(p.problems("Generic.get").filter((d) => d.includes("GT1006"))).toEqual([
      "a.ts:11:42 - error GT1006: parameter 'value' has the unresolved type 'T[K]'; a tool's schema needs concrete types",
    ]);
  });

  it("reports a mapped type over keys a type parameter stands for, which has no members to read, where it passed for {} (any value)", () => {
    const p = makeProject({
      "a.ts": `
        export interface Settings { theme: "dark" | "light"; fontSize: number }
        type Keyed<K extends string> = { [P in K]: number };
        export class Prefs<T> {
          some<K extends keyof Settings>(a: Record<K, number>, b: Pick<Settings, K>, c: Partial<Record<K, string>>, d: { [P in K]: Settings[P] }, e: Keyed<K>): void {}
          patch(patch: Partial<T>): void {}
          fixed(a: Record<never, number>, b: Partial<{}>, c: Keyed<"x">, d: Partial<Settings>): void {}
        }`,
    });
    const unresolved = (at: string, name: string, type: string) => `a.ts:${at} - error GT1006: parameter '${name}' has the unresolved type '${type}'; a tool's schema needs concrete types`;
    expect(p.problems("Prefs.some").filter((d) => !d.includes("GT1100"))).toEqual([
      unresolved("5:42", "a", "Record<K, number>"),
      unresolved("5:64", "b", "Pick<Settings, K>"),
      unresolved("5:86", "c", "Partial<Record<K, string>>"),
      unresolved("5:117", "d", "{ [P in K]: Settings[P]; }"),
      unresolved("5:147", "e", "Keyed<K>"),
    ]);
    expect(p.problems("Prefs.patch").filter((d) => !d.includes("GT1100"))).toEqual([unresolved("6:17", "patch", "Partial<T>")]);
    expect(p.problems("Prefs.fixed").filter((d) => !d.includes("GT1100"))).toEqual([]);
  });

  it("works on class methods", () => {
    const p = makeProject({
      "a.ts":
        "export class Weather {\n  /** @param city the city */\n  forecast(city: string): { temp: number } { return { temp: 1 }; }\n}",
    });
    const result = p.tool("Weather.forecast");
    expect(result.inputSchema.properties).toEqual({
      city: { type: "string", description: "the city" },
    });
    expect(result.outputSchema).toEqual({
      type: "object",
      properties: { temp: { type: "number" } },
      required: ["temp"],
      additionalProperties: false,
    });
  });
});

describe("output schemas", () => {
  const refused = (at: string, what: string, instead: string) =>
    `a.ts:${at} - error GT1016: return type ${what}, which JSON cannot carry: the runtime refuses it, so every call that returns one fails (${instead})`;
  const p = makeProject({
    "a.ts": `
      interface Report { title: string; items: Item[] }
      interface Item { n: number }
      export function asyncReport(): Promise<Report> { throw 0; }
      export function plain(): string[] { return []; }
      export function nothing(): void {}
      export async function asyncNothing(): Promise<void> {}
      export function maybe(): string | undefined { return; }
      export function never_(): never { throw 0; }
      export function callback(): () => void { return () => {}; }
      export function withFn(): { ok: boolean; retry: () => void } { throw 0; }
      /**
       * A report.
       * @returns - The report, titled.
       */
      export function describedReport(): Promise<Report> { throw 0; }
      /** @returns The names, sorted. */
      export function describedList(): string[] { return []; }`,
  });

  it("is described by the @returns text, over the type's own comment", () => {
    expect(p.tool("describedReport").outputSchema).toMatchObject({ $ref: "#/$defs/Report", description: "The report, titled." });
    expect(p.tool("describedList").outputSchema).toEqual({ type: "array", items: { type: "string" }, description: "The names, sorted." });
    expect(p.tool("plain").outputSchema).not.toHaveProperty("description");
  });

  it("unwraps Promise and carries the $defs the return type needs", () => {
    expect(p.tool("asyncReport").outputSchema).toEqual({
      $ref: "#/$defs/Report",
      $defs: {
        Item: {
          type: "object",
          properties: { n: { type: "number" } },
          required: ["n"],
          additionalProperties: false,
        },
        Report: {
          type: "object",
          properties: {
            title: { type: "string" },
            items: { type: "array", items: { $ref: "#/$defs/Item" } },
          },
          required: ["title", "items"],
          additionalProperties: false,
        },
      },
    });
    expect(p.tool("plain").outputSchema).toEqual({
      type: "array",
      items: { type: "string" },
    });
    // The runtime sends a returned undefined as null (resultContent).
    expect(p.tool("maybe").outputSchema).toEqual({ type: ["string", "null"] });
  });

  it("takes null where a result can be undefined: the result itself, an array item, a tuple element", () => {
    const q = makeProject({
      "a.ts": `
        export interface User { id: string; nick?: string; tags: (string | undefined)[] }
        export type MaybeUser = User | undefined;
        export function find(): Promise<User | undefined> { throw 0; }
        export function findNull(): Promise<User | null> { throw 0; }
        export function aliased(): MaybeUser { return undefined; }
        export function level(): "low" | "high" | undefined { return; }
        export function levelNull(): "low" | "high" | null { return null; }
        export function either(): User | string | void { return; }
        export function eitherNull(): User | string | null { return null; }
        export function already(): string | null | undefined { return; }
        export function ids(): Array<number | undefined> { return []; }
        export function pair(): [string, number?, (boolean | undefined)?] { return ["a"]; }
        export function rest(): [string, ...(number | undefined)[]] { return ["a"]; }
        export function save(user: User, ids: (number | undefined)[], pair: [string, number?]): User { return user; }`,
    });
    const user = { $ref: "#/$defs/User" };
    expect(q.tool("find").outputSchema).toMatchObject({ anyOf: [user, { type: "null" }] });
    // The same schema as `| null` would give, whatever the type.
    for (const [maybe, orNull] of [["find", "findNull"], ["level", "levelNull"], ["either", "eitherNull"]]) {
      expect(q.tool(maybe as string).outputSchema).toEqual(q.tool(orNull as string).outputSchema);
    }
    expect(q.tool("aliased").outputSchema).toMatchObject({ anyOf: [{ $ref: "#/$defs/MaybeUser" }, { type: "null" }] });
    expect(q.tool("already").outputSchema).toEqual({ type: ["string", "null"] });
    expect(q.tool("ids").outputSchema).toEqual({ type: "array", items: { type: ["number", "null"] } });
    expect(q.tool("pair").outputSchema).toEqual({
      type: "array",
      prefixItems: [{ type: "string" }, { type: ["number", "null"] }, { type: ["boolean", "null"] }],
      minItems: 1,
      maxItems: 3,
    });
    expect(q.tool("rest").outputSchema).toMatchObject({ items: { type: ["number", "null"] } });
    // A named type's result schema is its own; its argument schema keeps what a model may send.
    const save = q.tool("save");
    expect((save.outputSchema?.$defs?.User as JsonSchemaObject).properties?.tags).toEqual({ type: "array", items: { type: ["string", "null"] } });
    expect((save.inputSchema.$defs?.User as JsonSchemaObject).properties?.tags).toEqual({ type: "array", items: { type: "string" } });
    expect(save.inputSchema.properties?.ids).toEqual({ type: "array", items: { type: "number" } });
    expect(save.inputSchema.properties?.pair).toMatchObject({ prefixItems: [{ type: "string" }, { type: "number" }] });
    // What the runtime sends for each, checked against its schema: an undefined property is left out.
    const sent = (value: unknown): unknown => {
      const content = resultContent(value);
      return "text" in content ? JSON.parse(content.text) : content;
    };
    const someone = { id: "u1", nick: undefined, tags: ["a", undefined] };
    const results: Array<[string, unknown]> = [
      ["find", undefined],
      ["find", someone],
      ["aliased", undefined],
      ["level", undefined],
      ["either", undefined],
      ["ids", [1, undefined]],
      ["pair", ["a", undefined, undefined]],
      ["rest", ["a", 1, undefined]],
      ["save", someone],
    ];
    for (const [tool, value] of results) expectMeaning(q.tool(tool).outputSchema!, { valid: [sent(value)] });
    expectMeaning(save.inputSchema, { invalid: [{ user: { id: "u1", tags: [null] }, ids: [], pair: ["a"] }, { user: { id: "u1", tags: [] }, ids: [null], pair: ["a"] }] });
  });

  it("shares a named type's definition between arguments and results where JSON writes it as a model sends it", () => {
    const q = makeProject({
      "a.ts": `
        export interface Tree { label: string; kids: (Tree | undefined)[]; owner: Owner }
        export interface Owner { name: string; aliases: string[] }
        export interface Holder { tree: Tree }
        export function plant(tree: Tree, owner: Owner): Holder { return { tree }; }`,
    });
    const { inputSchema, outputSchema } = q.tool("plant");
    expect(outputSchema?.$defs?.Owner).toBe(inputSchema.$defs?.Owner);
    // Holder reaches Tree, whose result schema differs, so it has one of its own, as recursion does.
    expect(outputSchema?.$defs?.Tree).toMatchObject({ properties: { kids: { items: { anyOf: [{ $ref: "#/$defs/Tree" }, { type: "null" }] } }, owner: { $ref: "#/$defs/Owner" } } });
    expect(inputSchema.$defs?.Tree).toMatchObject({ properties: { kids: { items: { $ref: "#/$defs/Tree" } } } });
    expectMeaning(outputSchema!, { valid: [{ tree: { label: "a", kids: [null, { label: "b", kids: [], owner: { name: "n", aliases: [] } }], owner: { name: "n", aliases: [] } } }] });
  });

  it("has none for void, undefined and never", () => {
    for (const tool of ["nothing", "asyncNothing", "never_"]) {
      expect(p.tool(tool)).not.toHaveProperty("outputSchema");
      expect(p.tool(tool).diagnostics).toEqual([]);
    }
  });

  it("has none, with one warning and no error, for a result JSON writes without what it cannot carry", () => {
    expect(p.tool("withFn")).not.toHaveProperty("outputSchema");
    expect(p.problems("withFn")).toEqual([
      "a.ts:11:33 - warning GT1013: return type cannot be carried by JSON (property 'return.retry' has a function type, which JSON cannot carry); the tool gets no outputSchema",
    ]);
  });

  it("quotes the first error in the warning as it is, a '$' in a property's name included", () => {
    // A `$'` in a string replacement is a pattern: it stood for the rest of the message.
    const q = makeProject({ "a.ts": "export function f(): { a$: () => void } { return { a$: () => {} }; }" });
    expect(q.problems("f")).toEqual([
      "a.ts:1:22 - warning GT1013: return type cannot be carried by JSON (property 'return.a$' has a function type, which JSON cannot carry); the tool gets no outputSchema",
    ]);
  });

  it("is an error for a Map, a Set, an iterator or an error, which the runtime refuses as a result, alone, in a union or inside it", () => {
    const q = makeProject({
      "a.ts": [
        "export function counts(): Map<string, number> { return new Map(); }",
        "export async function tags(): Promise<ReadonlySet<string>> { return new Set(); }",
        "export async function* lines(): AsyncGenerator<string> { yield 'a'; }",
        "export function ids(): IterableIterator<number> { return [1].values(); }",
        "export function nested(): { seen: Set<string> } { return { seen: new Set() }; }",
        "export function failed(): Error { return new Error('x'); }",
        "export class NotFound extends Error { status = 404; }",
        "export function lookup(): string | NotFound { return 'a'; }",
        "export async function fetched(): Promise<TypeError | { ok: true } | undefined> { return undefined; }",
        "export function maybe(): Map<string, number> | null { return null; }",
        "export function reported(): { error: Error; at: string } { return { error: new Error('x'), at: '' }; }",
        "export interface Failure extends Error { code: number }",
        "export function failure(): Failure { return { name: 'E', message: 'm', code: 1 }; }",
      ].join("\n"),
    });
    expect(q.problems("counts")).toEqual([refused("1:27", "is a 'Map'", "return an object, or an array of its entries")]);
    expect(q.problems("tags")).toEqual([refused("2:31", "is a 'ReadonlySet'", "return an array")]);
    expect(q.problems("lines")).toEqual([refused("3:33", "is an 'AsyncGenerator'", "a tool returns one value: collect the items into an array")]);
    expect(q.problems("ids")).toEqual([refused("4:24", "is an 'IterableIterator'", "a tool returns one value: collect the items into an array")]);
    expect(q.problems("failed")).toEqual([refused("6:27", "is an 'Error'", "throw it, or return its message")]);
    // A member of the union is enough: every call that returns it fails. Null and undefined are not members that count.
    expect(q.problems("lookup")).toEqual([refused("8:36", "can be a 'NotFound'", "throw it, or return its message")]);
    expect(q.problems("fetched")).toEqual([refused("9:42", "can be a 'TypeError'", "throw it, or return its message")]);
    expect(q.problems("maybe")).toEqual([refused("10:26", "is a 'Map'", "return an object, or an array of its entries")]);
    // Inside the result too: the runtime refuses every result that has one, so it is an error where it sits.
    expect(q.problems("nested")).toEqual(["a.ts:5:29 - error GT1005: property 'return.seen' is a 'Set', which JSON cannot carry (use a Record or an array)"]);
    expect(q.problems("reported")).toEqual([
      "a.ts:11:31 - error GT1005: property 'return.error' is an 'Error', which JSON cannot carry (send its message, or a plain object of the fields it has)",
    ]);
    // An interface of the project's can be a plain object's type.
    expect(q.problems("failure")).toEqual([]);
  });

  it("is an error for a bigint, which JSON.stringify throws on, so the runtime refuses it: alone, in a union or inside the result", () => {
    const q = makeProject({
      "a.ts": [
        "export function count(): bigint { return 1n; }",
        "export async function total(): Promise<string | bigint> { return 1n; }",
        "export function one(): 1n | undefined { return 1n; }",
        "export function nested(): { n: bigint } { return { n: 1n }; }",
      ].join("\n"),
    });
    const instead = "return a number, or its digits as a string";
    expect(q.problems("count")).toEqual([refused("1:26", "is a 'bigint'", instead)]);
    expect(q.problems("total")).toEqual([refused("2:49", "can be a 'bigint'", instead)]);
    expect(q.problems("one")).toEqual([refused("3:24", "is a 'bigint'", instead)]);
    expect(q.problems("nested")).toEqual(["a.ts:4:29 - error GT1003: property 'return.n' has a bigint type, which JSON cannot carry (use number, or a string with a pattern)"]);
    expect(resultContent(1n)).toEqual({ problem: "a bigint, which JSON cannot write: return a number, or a string for a value past 2^53" });
    expect(resultContent({ n: 1n })).toEqual({ problem: "a bigint at /n, which JSON cannot write: return a number, or a string for a value past 2^53" });
  });

  it("is an error for a function or a symbol, which JSON writes nothing for, so the runtime refuses it: alone or in a union; inside the result, where JSON leaves it out, a warning", () => {
    const q = makeProject({
      "a.ts": [
        "export class Job {}",
        "export function make(): typeof Job { return Job; }",
        "export async function later(): Promise<(() => void) | string> { return 'x'; }",
        "export function key(): symbol { return Symbol(); }",
        "export function named(): string | typeof KEY { return 'x'; }",
        "declare const KEY: unique symbol;",
        "export function fields(): { ok: boolean; at: symbol } { throw 0; }",
      ].join("\n"),
    });
    const call = "call it, and return the data it gives";
    const describe = "return its description, a string";
    expect(p.problems("callback")).toEqual([refused("10:35", "is a function", call)]);
    expect(q.problems("make")).toEqual([refused("2:25", "is a function", call)]);
    expect(q.problems("later")).toEqual([refused("3:40", "can be a function", call)]);
    expect(q.problems("key")).toEqual([refused("4:24", "is a 'symbol'", describe)]);
    expect(q.problems("named")).toEqual([refused("5:35", "can be a 'symbol'", describe)]);
    expect(q.problems("fields")).toEqual([
      "a.ts:7:27 - warning GT1013: return type cannot be carried by JSON (property 'return.at' has a symbol type, which JSON cannot carry); the tool gets no outputSchema",
    ]);
    for (const value of [() => 1, class {}, Symbol("k")]) expect(resultContent(value)).toEqual({ problem: "a value that JSON cannot carry" });
  });
});
