import { describe, expect, it } from "vitest";
import { ConvertContext, type ConvertEnvironment } from "../../generator/convert/context.js";
import { Definitions } from "../../generator/convert/definitions.js";
import { chain, fallback, named } from "../../generator/convert/types/chain.js";
import ts from "../../generator/typescript.cjs";
import { makeProject } from "./harness.js";

// Every kind of type the converters know, and some they refuse.
const SOURCE = `
  import type { Format, MinLength } from "./gen-tools/src/tags.js";
  import type { Missing } from "./not-installed.js";
  enum Color { Red, Green }
  enum Named { A = "a", B = "b" }
  interface Point { x: number; y?: string }
  interface Points extends Array<Point> {}
  interface Listed extends Array<string> { total: number }
  class Money { constructor(readonly cents: number) {} toJSON(): string { return ""; } }
  class Service { run(): void {} }
  type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
  type Mapped<T> = { [K in keyof T]: T[K] };
  type Keys<K extends string> = Record<K, number>;
  export function f<T extends { id: string }, K extends keyof T>(
    a: string, b: number, c: boolean, d: null, e: undefined, g: void, h: never, i: unknown, j: any, k: bigint, l: symbol,
    m: "a" | "b", n: 1 | 2, o: true, p: Color, q: Color.Red, r: Named, s: \`id-\${number}\`, t: Uppercase<string>,
    u: Date, v: Date & { readonly __brand: "utc" }, w: String, x: Number, y: Boolean, z: ArrayLike<number>, aa: Iterable<string>,
    ab: Point[], ac: readonly Point[], ad: [string, number?], ae: Points, af: Listed, ag: Map<string, number>, ah: Set<string>,
    ai: Error, aj: Money, ak: Service, al: () => void, am: Json, an: Mapped<Point>, ao: Keys<"a" | "b">, ap: Partial<Point>,
    aq: Point & { z: number }, ar: string & MinLength<1>, as: string & Format<"email">, at: object, au: {}, av: Object,
    aw: Record<string, number>, ax: T, ay: T[K], az: Missing, ba: Promise<string>, bb: Color | undefined, bc: Readonly<Point>, bd: Money & { note: string }, be: T["id"],
  ) {}
`;

/** The types written in the source, and their members and properties, a level down. */
function typesOf(program: ts.Program): Set<ts.Type> {
  const checker = program.getTypeChecker();
  const found = new Set<ts.Type>();
  const add = (type: ts.Type, depth: number): void => {
    if (found.has(type)) return;
    found.add(type);
    if (depth === 0) return;
    if (type.isUnionOrIntersection()) type.types.forEach((t) => add(t, depth - 1));
    for (const property of checker.getPropertiesOfType(type).slice(0, 20)) add(checker.getTypeOfSymbol(property), depth - 1);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) add(checker.getTypeFromTypeNode(node), 2);
    ts.forEachChild(node, visit);
  };
  visit(program.getSourceFile("/project/a.ts")!);
  return found;
}

describe("the converters' flags", () => {
  it("are had by every type a converter with flags supports", () => {
    const { program } = makeProject({ "a.ts": SOURCE });
    const checker = program.getTypeChecker();
    const env: ConvertEnvironment = {
      checker,
      projectRoot: "/project",
      closedObjects: true,
      chain,
      chainFlags: [],
      named,
      fallback,
      definitions: new Definitions(checker),
      signatureTypeParameters: new WeakSet(),
    };
    const types = typesOf(program);
    expect(types.size).toBeGreaterThan(100);
    // As the signature's own: T and K stand for their constraints.
    for (const type of types) if (type.flags & ts.TypeFlags.TypeParameter) env.signatureTypeParameters.add(type);
    const missed: string[] = [];
    for (const converter of chain.filter((c) => c.flags !== undefined)) {
      for (const type of types) {
        for (const output of [false, true]) {
          if (converter.supports(type, new ConvertContext(env, output)) && (type.flags & converter.flags!) === 0) {
            missed.push(`${converter.constructor.name}: ${checker.typeToString(type)}`);
          }
        }
      }
    }
    expect(missed).toEqual([]);
  });
});
