import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasModuleSyntax } from "../../generator/project/module-syntax.js";
import ts from "../../generator/typescript.cjs";

const REPO = join(import.meta.dirname, "../..");

/** Whether the parser finds an import or export statement among the file's top-level statements. */
function parsedAsModule(fileName: string, text: string): boolean {
  const scriptKind = /\.[cm]?ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind);
  return file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) ||
      ts.isImportEqualsDeclaration(statement) ||
      ts.isExportDeclaration(statement) ||
      ts.isExportAssignment(statement) ||
      (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) === true),
  );
}

/** The repository's TypeScript and JavaScript sources under `folder`, declaration files left out. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(join(REPO, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(?:[cm]?ts|[cm]?js)$/.test(name) && !/\.d\.[cm]?ts$/.test(name))
    .map((name) => join(folder, name));
}

describe("hasModuleSyntax", () => {
  it.each([
    ["an import", 'import { a } from "./a.js";\nconst b = a;\n'],
    ["a default import", 'import a from "./a.js";\n'],
    ["a default import named by a contextual keyword, after a shebang", '#!/usr/bin/env node\nimport module from "node:module";\n'],
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

describe("hasModuleSyntax on real code", () => {
  // CommonJS (Ajv's build: scripts, as far as ESM syntax goes), ES modules (the MCP SDK's build), and this repository's sources.
  const folders = ["node_modules/ajv/dist", "node_modules/@modelcontextprotocol/sdk/dist/esm", "src", "generator", "test", "bench", "scripts"];
  // Minified ES modules, whose exports follow other code on its line.
  const minified = ["standalone.mjs", "plugins/graphql.mjs", "plugins/glimmer.mjs", "plugins/yaml.mjs"].map((name) => `node_modules/prettier/${name}`);

  it("agrees with the parser on every file of pinned packages and of this repository", () => {
    const files = [...folders.flatMap(sourcesUnder), ...minified];
    const disagreements = files.filter((file) => {
      const text = readFileSync(join(REPO, file), "utf8");
      return hasModuleSyntax(text) !== parsedAsModule(file, text);
    });
    expect(files.length).toBeGreaterThan(500);
    expect(files.filter((file) => !parsedAsModule(file, readFileSync(join(REPO, file), "utf8"))).length).toBeGreaterThan(90);
    expect(disagreements).toEqual([]);
  });
});

describe("hasModuleSyntax on any text", () => {
  // Files outside the include are read whatever they hold: half-written code, binary junk.
  const pieces = fc.constantFrom("{", "}", "`", "${", "'", '"', "/", "/*", "*/", "//", "\n", "export ", "import ", "(", ")", ".", "x", " ", "\\", "<", ">", ";");
  const texts = fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join("")));

  it("ends with an answer, never an exception", () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(typeof hasModuleSyntax(text)).toBe("boolean");
      }),
      { numRuns: 2000 },
    );
  });

  it("finds a module's top-level export after any text that closes what it opened", () => {
    // A prefix in a block comment cannot open a brace or a string that would hide what follows.
    // Without its asterisks, nothing in it can close the comment early (`/*/` + `*/` would).
    fc.assert(
      fc.property(texts, (text) => {
        expect(hasModuleSyntax(`/*${text.replaceAll("*", "")}*/\nexport const a = 1;\n`)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
