import { describe, expect, it } from "vitest";
import type { FileReads } from "../../generator/discover/discover-context.js";
import { genToolsBindings, mayBindTool, type GenToolsBindings } from "../../generator/discover/gen-tools-bindings.js";
import { parseFile } from "../../generator/discover/parse-file.js";
import { ToolReexports } from "../../generator/discover/tool-reexports.js";

/** A package's files in memory, the paths read from them and those asked whether they exist, in order. */
function packageFiles(files: Record<string, string>): FileReads & { read: string[]; asked: string[] } {
  const read: string[] = [];
  const asked: string[] = [];
  return {
    read,
    asked,
    readFile: (path) => {
      read.push(path);
      return files[path];
    },
    fileExists: (path) => {
      asked.push(path);
      return path in files;
    },
  };
}

/** The names through which `importer` reads gen-tools' `tool`, following the package's modules: `t`, `gt.tool`. */
function toolNamesIn(importer: string, files: Record<string, string>, followed = new ToolReexports(packageFiles(files))): string[] {
  return namesIn(genToolsBindings(parseFile(importer, files[importer] ?? ""), followed.followFrom(importer)));
}

function namesIn(bindings: GenToolsBindings, namespace = ""): string[] {
  return [...[...bindings.tool].map((name) => `${namespace}${name}`), ...[...bindings.namespaces].flatMap(([name, inner]) => namesIn(inner, `${namespace}${name}.`))];
}

describe("following a package's modules that re-export gen-tools' tool", () => {
  it("follows a module named by its folder, '.' and '..' as an import writes them", () => {
    const files = { "/p/src/index.ts": 'export { tool } from "gen-tools";\n', "/p/src/here.ts": 'import { tool } from ".";\n', "/p/src/a/there.ts": 'import * as marks from "..";\n' };
    expect(toolNamesIn("/p/src/here.ts", files)).toEqual(["tool"]);
    expect(toolNamesIn("/p/src/a/there.ts", files)).toEqual(["marks.tool"]);
    expect(mayBindTool(files["/p/src/here.ts"])).toBe(true);
    expect(mayBindTool(files["/p/src/a/there.ts"])).toBe(true);
  });

  it("reads a module's own imports only when it exports names of its own, which may be one of them", () => {
    const files = {
      "/p/src/index.ts": 'import { tool } from "gen-tools";\nimport { db } from "./db.js";\nimport { mark } from "./marks.js";\n',
      "/p/src/db.ts": 'import { util } from "./util.js";\nexport const db = util + 1;\n',
      "/p/src/util.ts": "export const util = 1;\n",
      "/p/src/marks.ts": 'import { tool } from "./tool.js";\nexport { tool as mark };\n',
      "/p/src/tool.ts": 'export { tool } from "gen-tools";\n',
    };
    const reads = packageFiles(files);
    expect(toolNamesIn("/p/src/index.ts", files, new ToolReexports(reads))).toEqual(["tool", "mark"]);
    expect(reads.read).toEqual(["/p/src/db.ts", "/p/src/marks.ts", "/p/src/tool.ts"]);
    // A call of an imported name may be one of tool, which makes a decorator: that name is followed.
    const calling = { ...files, "/p/src/db.ts": 'import { util } from "./util.js";\nexport const db = util();\n' };
    const callingReads = packageFiles(calling);
    expect(toolNamesIn("/p/src/index.ts", calling, new ToolReexports(callingReads))).toEqual(["tool", "mark"]);
    expect(callingReads.read).toEqual(["/p/src/db.ts", "/p/src/util.ts", "/p/src/marks.ts", "/p/src/tool.ts"]);
  });

  it("follows a default export of tool to a default import, which export * leaves out", () => {
    const files = {
      "/p/src/default.ts": 'import { tool } from "gen-tools";\nexport default tool;\n',
      "/p/src/as-default.ts": 'export { tool as default } from "gen-tools";\n',
      "/p/src/all.ts": 'export * from "./default.js";\n',
      "/p/src/index.ts": 'import mark from "./default.js";\nimport other from "./as-default.js";\nimport none from "./all.js";\n',
    };
    expect(toolNamesIn("/p/src/index.ts", files)).toEqual(["mark", "other"]);
  });

  it("follows a namespace a module re-exports into the namespace that imports it", () => {
    const files = { "/p/src/marks.ts": 'export * as gt from "gen-tools";\n', "/p/src/index.ts": 'import * as marks from "./marks.js";\n' };
    expect(toolNamesIn("/p/src/index.ts", files)).toEqual(["marks.gt.tool"]);
  });

  it("follows a subpath import that the package's package.json maps to its module", () => {
    const files = {
      "/p/package.json": JSON.stringify({ name: "p", type: "module", imports: { "#marks": "./src/marks.ts" } }),
      "/p/src/marks.ts": 'export { tool } from "gen-tools";\n',
      "/p/src/index.ts": 'import { tool } from "#marks";\n',
    };
    expect(toolNamesIn("/p/src/index.ts", files)).toEqual(["tool"]);
    expect(mayBindTool(files["/p/src/index.ts"])).toBe(true);
  });

  it("reads each of modules that re-export each other whole, whichever is imported first", () => {
    const files = {
      "/p/src/a.ts": 'export * from "./b.js";\nexport { tool } from "gen-tools";\n',
      "/p/src/b.ts": 'export * from "./a.js";\n',
      "/p/src/index.ts": 'import { tool } from "./a.js";\nimport { tool as fromB } from "./b.js";\n',
    };
    expect(toolNamesIn("/p/src/index.ts", files)).toEqual(["tool", "fromB"]);
  });

  it("resolves a specifier once for the sources of one folder, and again from another folder, where it names another module", () => {
    const files = {
      "/p/src/marks.ts": 'export { tool } from "gen-tools";\n',
      "/p/src/bases/a.ts": 'import { tool } from "../marks.js";\n',
      "/p/src/bases/b.ts": 'import { tool as mark } from "../marks.js";\n',
      "/p/marks.ts": "export const tool = 1;\n",
      "/p/src/c.ts": 'import { tool } from "../marks.js";\n',
    };
    const reads = packageFiles(files);
    const followed = new ToolReexports(reads);
    expect(toolNamesIn("/p/src/bases/a.ts", files, followed)).toEqual(["tool"]);
    const askedForA = reads.asked.length;
    expect(toolNamesIn("/p/src/bases/b.ts", files, followed)).toEqual(["mark"]);
    expect(reads.asked).toHaveLength(askedForA);
    expect(toolNamesIn("/p/src/c.ts", files, followed)).toEqual([]);
  });
});
