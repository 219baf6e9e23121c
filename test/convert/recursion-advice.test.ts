import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";
import { problemsBesidesDescriptions as problems } from "./problems-besides-descriptions.js";

// zod 4's types as far as z.infer of an object goes: a mapped type intersected with `{}` (its
// `util.Prettify`), on which the checker keeps no alias, so `type CategoryT = z.infer<...>` names nothing.
const ZOD = {
  "node_modules/zod/package.json": JSON.stringify({ name: "zod", version: "4.0.0", types: "index.d.ts" }),
  "node_modules/zod/index.d.ts": `
    export interface ZodType<Out = unknown> { readonly _output: Out }
    type Prettify<T> = { [K in keyof T]: T[K] } & {};
    type InferShape<Shape> = Prettify<{ -readonly [K in keyof Shape]: Shape[K] extends ZodType<infer O> ? O : never }>;
    export interface ZodObject<Shape> extends ZodType<InferShape<Shape>> { readonly shape: Shape }
    export interface ZodArray<T extends ZodType> extends ZodType<T["_output"][]> { readonly element: T }
    export declare function object<Shape>(shape: Shape): ZodObject<Shape>;
    export declare function string(): ZodType<string>;
    export declare function array<T extends ZodType>(element: T): ZodArray<T>;
    export type infer<T extends ZodType> = T["_output"];
  `,
};

describe("a recursive anonymous type", () => {
  it("computed by a package (zod's z.infer of a schema with a getter) is told to take an interface, which a type alias cannot name", () => {
    const p = makeProject({
      ...ZOD,
      "a.ts": `
        import * as z from "zod";
        export const Category = z.object({ name: z.string(), get subcategories() { return z.array(Category); } });
        export type CategoryT = z.infer<typeof Category>;
        export function addTree(tree: CategoryT): number { return tree.subcategories.length; }
      `,
    });
    expect(problems(p, "addTree")).toEqual([
      "a.ts:3:62 - error GT1011: element 'tree.subcategories[]' has a recursive anonymous type computed by package 'zod', which a type alias does not name: declare an interface of its shape (with zod, as in: interface Category { name: string; subcategories: Category[] }, then const Category: z.ZodType<Category> = z.object(...))",
    ]);
  });

  it("written as a type literal is told to take a name, an interface or a type alias", () => {
    const p = makeProject({ "a.ts": `export function f(n: { next: typeof n | null }) {}` });
    expect(problems(p, "f")).toEqual([expect.stringContaining("GT1011: property 'n.next' has a recursive anonymous type; give it a name (an interface or a type alias)")]);
  });
});
