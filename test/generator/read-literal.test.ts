import ts from "../../generator/typescript.cjs";
import { describe, expect, it } from "vitest";
import { isNotALiteral, readLiteral } from "../../generator/discover/read-literal.js";

function expression(text: string): ts.Expression {
  const file = ts.createSourceFile("x.ts", `const x = ${text};`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0] as ts.VariableStatement;
  return statement.declarationList.declarations[0]!.initializer!;
}

describe("readLiteral", () => {
  it("reads JSON from literal syntax, through as const and satisfies", () => {
    const result = readLiteral(expression(`({ a: "s", 'b-c': -1.5, d: [true, null, \`t\`], e: { f: 0 } } as const) satisfies object`));
    expect(isNotALiteral(result)).toBe(false);
    if (isNotALiteral(result)) return;
    expect(result.value).toEqual({ a: "s", "b-c": -1.5, d: [true, null, "t"], e: { f: 0 } });
    expect(result.nodes.get("/d/2")?.getText()).toBe("`t`");
    expect(result.nodes.get("/e/f")?.getText()).toBe("0");
  });

  it("keeps a key named constructor or toString as an own property", () => {
    const result = readLiteral(expression(`{ constructor: 1, toString: { a: 2 } }`));
    if (isNotALiteral(result)) throw new Error(result.reason);
    expect(Object.keys(result.value as object)).toEqual(["constructor", "toString"]);
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });

  it.each([
    ["{ a: b }", "b", "`b` is not a literal"],
    ["{ ...rest }", "...rest", "only `key: literal` properties"],
    ["{ [k]: 1 }", "[k]", "a computed key is not a literal"],
    ["[1, ...more]", "...more", "a spread or hole is not a literal"],
    ["`a${b}`", "`a${b}`", "is not a literal"],
    ['{ properties: { "__proto__": { type: "string" } } }', '"__proto__"', "sets the object's prototype in JavaScript, not a property"],
  ])("refuses %s at the offending node", (text, node, reason) => {
    const result = readLiteral(expression(text));
    expect(isNotALiteral(result)).toBe(true);
    if (!isNotALiteral(result)) return;
    expect(result.node.getText()).toBe(node);
    expect(result.reason).toContain(reason);
  });
});
