import { describe, expect, it } from "vitest";
import { hasModuleSyntax } from "../../generator/project/module-syntax.js";

describe("hasModuleSyntax", () => {
  it.each([
    ["an import", 'import { a } from "./a.js";\nconst b = a;\n'],
    ["a default import", 'import a from "./a.js";\n'],
    ["a type import", 'import type { A } from "./a.js";\n'],
    ["a namespace import", 'import * as a from "./a.js";\n'],
    ["a side-effect import", 'import "./polyfill.js";\n'],
    ["an import-equals", 'import fs = require("node:fs");\n'],
    ["an export after code", "const a = 1;\nexport { a };\n"],
    ["an empty export", "interface A {}\nexport {};\n"],
    ["an export on the line of a statement", "const a = 1; export default a;\n"],
    ["an export after a block", "function f() {}export { f };\n"],
    ["an exported class under a decorator", "@sealed\nexport class A {}\n"],
    ["an export after a regular expression with braces", "const r = /{/;\nexport { r };\n"],
    ["an export after a division", "const n = a.type / 2 / b;\nexport { n };\n"],
    ["an export after templates with nested braces", "const s = `a${ { b: `c${d}` }.b }e`;\nexport { s };\n"],
  ])("is true of a module: %s", (_, text) => {
    expect(hasModuleSyntax(text)).toBe(true);
  });

  it.each([
    ["declarations only", "interface Settings {\n  dryRun: boolean;\n}\n"],
    ["an export in a namespace", "namespace App {\n  export interface Buyer {}\n}\n"],
    ["an export in a declared namespace", "declare namespace App {\n  export const version: string;\n}\n"],
    ["an export in a line comment", "// export const a = 1;\n"],
    ["an export in a block comment", "/*\nexport default a;\n*/\n"],
    ["an export in a string", 'const s = "\\\nexport";\n'],
    ["an export in a template", "const s = `\nexport ${1}\nimport x from 'y';`;\n"],
    ["an export in a regular expression", "const r = /\\bexport\\b/;\nconst t = 'export';\n"],
    ["an export as a property", "const o = { export: 1 };\nconst e = o\n.export;\n"],
    ["a dynamic import", 'const m = import("./a.js");\n'],
    ["import.meta", "const u = import.meta.url;\n"],
    ["an import in a function", 'function f() {\n  return import("./a.js");\n}\n'],
    ["an empty file", ""],
  ])("is false of a script: %s", (_, text) => {
    expect(hasModuleSyntax(text)).toBe(false);
  });
});
