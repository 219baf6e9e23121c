import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import ts from "../../generator/typescript.cjs";
import { expectMeaning } from "./meaning.js";

const TAGS = `import type { MinLength, MaxLength, Pattern, Format, Minimum, Maximum, ExclusiveMinimum, ExclusiveMaximum,
  MultipleOf, MinItems, MaxItems, UniqueItems, Int, Description, Title, Default } from "./gen-tools/src/tags.js";`;

describe("type-level tags (src/tags.ts)", () => {
  it("carry an object Default whose property is named __proto__ as a property", () => {
    const p = makeProject({ "a.ts": `${TAGS}\n export function f(headers: Record<string, string> & Default<{ __proto__: "x" }>) {}` });
    const headers = p.tool("f").inputSchema.properties?.headers as { default?: object };
    expect(Object.keys(headers.default ?? {})).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(headers.default)).toBe(Object.prototype);
  });

  it("constrain positional parameters and properties alike", () => {
    const p = makeProject({
      "a.ts": `${TAGS}
        type Slug = string & MinLength<1> & MaxLength<40> & Pattern<"^[a-z0-9-]+$">;
        interface Query {
          page: number & Int & Minimum<1>;
          ratio?: number & ExclusiveMinimum<0> & ExclusiveMaximum<1> & MultipleOf<0.01>;
          tags: string[] & MinItems<1> & MaxItems<3> & UniqueItems;
        }
        export function f(
          name: string & MinLength<3> & Description<"Who to greet">,
          count: number & Int & Minimum<0> & Maximum<10> & Default<2>,
          email: (string & Format<"email">) | null,
          slug: Slug,
          q: Query & Title<"The query">,
        ) {}`,
    });
    const { inputSchema, diagnostics } = p.tool("f");
    expect(diagnostics.filter((d) => d.code !== "GT1100")).toEqual([]);
    expect(inputSchema.properties).toEqual({
      name: { type: "string", minLength: 3, description: "Who to greet" },
      count: { type: "integer", minimum: 0, maximum: 10, default: 2 },
      email: { anyOf: [{ type: "string", format: "email" }, { type: "null" }] },
      slug: { $ref: "#/$defs/Slug" },
      q: { $ref: "#/$defs/Query", title: "The query" },
    });
    expect(inputSchema.$defs).toEqual({
      Query: {
        type: "object",
        properties: {
          page: { type: "integer", minimum: 1 },
          ratio: {
            type: "number",
            exclusiveMinimum: 0,
            exclusiveMaximum: 1,
            multipleOf: 0.01,
          },
          tags: {
            type: "array",
            items: { type: "string" },
            minItems: 1,
            maxItems: 3,
            uniqueItems: true,
          },
        },
        required: ["page", "tags"],
        additionalProperties: false,
      },
      Slug: {
        type: "string",
        minLength: 1,
        maxLength: 40,
        pattern: "^[a-z0-9-]+$",
      },
    });
    const ok = {
      name: "Ada",
      count: 1,
      email: null,
      slug: "a-b",
      q: { page: 1, tags: ["x"] },
    };
    expectMeaning(inputSchema, {
      valid: [
        ok,
        {
          ...ok,
          email: "a@b.c",
          q: { page: 2, ratio: 0.25, tags: ["x", "y"] },
        },
      ],
      invalid: [
        { ...ok, name: "Al" },
        { ...ok, count: 1.5 },
        { ...ok, count: 11 },
        { ...ok, slug: "A B" },
        { ...ok, q: { page: 0, tags: ["x"] } },
        { ...ok, q: { page: 1, tags: ["x", "x"] } },
        { ...ok, q: { page: 1, ratio: 1, tags: ["x"] } },
      ],
    });
  });

  it("report a non-literal tag argument, a bad value and a tag on the wrong type", () => {
    const p = makeProject({
      "a.ts": `${TAGS}
export function f(a: string & MinLength<number>, b: string & MinLength<-1>, c: boolean & Int, d: number & Pattern<"(">) {}`,
    });
    expect(p.problems("f").filter((d) => !d.includes("GT1100"))).toEqual([
      `a.ts:3:19 - error GT1104: parameter 'a' has a type-level tag 'MinLength<number>' whose value is not a literal type`,
      "a.ts:3:50 - error GT1101: parameter 'b' has MinLength '-1', which is not a non-negative integer",
      "a.ts:3:77 - warning GT1103: parameter 'c' has Int, which applies to number values, not to this type",
      "a.ts:3:95 - error GT1102: parameter 'd' has a pattern '(' that is not a valid regular expression: /(/u: Unterminated group",
    ]);
  });

  it("keep plain values assignable, and tagged values assignable across constraint values (checked with tsc)", () => {
    const p = makeProject({
      "use.ts": `${TAGS}
        const name: string & MinLength<3> = "abc";
        const plain: string = "x";
        function greet(who: string & MinLength<1>, n: number & Int & Minimum<0>, tags: string[] & MaxItems<3> & UniqueItems): string {
          return who + n + tags.join();
        }
        greet(plain, 3, ["a"]);
        greet(name, 0, []);
        const back: string = name;
        // @ts-expect-error a different keyword is a different tag
        const wrong: string & MaxLength<3> = name as string & Pattern<"x">;
        export { back, wrong };`,
    });
    const problems = ts.getPreEmitDiagnostics(p.program).filter((d) => d.file?.fileName === "/project/use.ts");
    expect(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
  });
});
