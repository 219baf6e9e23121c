import ts from "../../generator/typescript.cjs";
import { describe, expect, it } from "vitest";
import { importOf, NAMESPACE } from "../../generator/alias-import.js";

/** What `importOf` reads of each declaration of a name in `text`, as `module imported`. */
function importsIn(text: string): string[] {
  const file = ts.createSourceFile("x.ts", text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    // Only a declaration with a name binds one (`import * as e` has an import clause without).
    const from = ts.getNameOfDeclaration(node as ts.Declaration) === undefined ? undefined : importOf(node as ts.Declaration);
    if (from !== undefined) found.push(`${from.specifier.text} ${from.imported === NAMESPACE ? "*" : from.imported}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("importOf", () => {
  it("reads the module and the export each import and re-export binds", () => {
    const text = [
      `import a, { b, c as d } from "m1";`,
      `import * as e from "m2";`,
      `import f = require("m3");`,
      `export { g, h as i } from "m4";`,
      `export * as j from "m5";`,
    ].join("\n");
    expect(importsIn(text)).toEqual(["m1 default", "m1 b", "m1 c", "m2 *", "m3 *", "m4 g", "m4 h", "m5 *"]);
  });

  it("finds no module where a declaration names none", () => {
    expect(importsIn(`namespace n { export const x = 1; }\nimport y = n.x;\nexport { y as z };`)).toEqual([]);
  });
});
