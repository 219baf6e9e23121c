import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discoveredIn } from "./helpers/beside-leading-mark.js";
import { sharedWorkspace } from "./helpers/shared-workspace.js";
import type { TempProject } from "./helpers/temp-project.js";

// A decorator a package makes by a call of tool (`export const readOnly = tool({ ... })`) reaches an
// app through the package's built declaration file as `export declare const readOnly: ToolDecorator`,
// which holds no call. Its type makes it a tool mark: the call is read from the package's source, or
// from the JavaScript emitted beside the declaration file; where neither is found, the tool is read
// without its options and GT2022 warns. Before, such a method was dropped without a word.

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** The package: a decorator made by a call of tool, and an unrelated decorator. */
const SHARED = `import { tool } from "gen-tools";

export const readOnly = tool({ name: "items.list", idempotent: true });

export function logged(): MethodDecorator {
  return () => {};
}

export abstract class Repo {}
`;

/** The app's tool class, whose \`list\` is marked by the package's \`readOnly\`, and \`count\` by its \`logged()\` only. */
const APP = `import { logged, readOnly, Repo } from "@acme/shared";

/** Items. */
export class ItemRepo extends Repo {
  /** Lists the items. */
  @readOnly
  list(): string[] {
    return [];
  }

  /** Counts the items. */
  @logged()
  count(): number {
    return 0;
  }
}
`;

/** The app's run, with the package built as asked and then its files in `removed` deleted. */
async function discovered(build: { declarationMap: boolean; type?: "module" | "commonjs" }, removed: readonly string[] = []) {
  project = sharedWorkspace({ "src/items.ts": APP }, { "src/index.ts": SHARED }, build);
  for (const path of removed) rmSync(join(project.dir, "packages/shared", path), { recursive: true });
  return discoveredIn(project.tsconfig);
}

describe("a decorator a package made by a call of tool, known to the app by its declared type", () => {
  it("is read with the call's options from the package's source", async () => {
    const result = await discovered({ declarationMap: true });
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map((t) => [t.name, t.idempotent])).toEqual([["items.list", true]]);
  });

  it.each(["module", "commonjs"] as const)("is read with the call's options from the JavaScript emitted beside the declaration file (%s)", async (type) => {
    const result = await discovered({ declarationMap: false, type }, ["src"]);
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map((t) => [t.name, t.idempotent])).toEqual([["items.list", true]]);
  });

  it("is read without options where neither is found, and GT2022 warns", async () => {
    const result = await discovered({ declarationMap: false }, ["src", "dist/index.js"]);
    expect(result.diagnostics).toEqual([
      `src/items.ts:6:3 - warning GT2022: this decorator marks a tool by its type (ToolDecorator), so the tool is read, but without the options of the tool() call that made the decorator: it is declared in packages/shared/dist/index.d.ts, and gen-tools finds neither that file's source (through a declaration map, or in its package's src/) nor the JavaScript emitted beside it. Build that package with "declarationMap": true, or write @tool({ ... }) on this method`,
    ]);
    expect(result.entries.map((t) => [t.name, t.idempotent])).toEqual([["list", false]]);
  });

  it("is read without options where the sources its declaration map names are not shipped, and GT2022 asks for them", async () => {
    const result = await discovered({ declarationMap: true }, ["src", "dist/index.js"]);
    expect(result.diagnostics).toEqual([
      `src/items.ts:6:3 - warning GT2022: this decorator marks a tool by its type (ToolDecorator), so the tool is read, but without the options of the tool() call that made the decorator: it is declared in packages/shared/dist/index.d.ts, and gen-tools finds neither the sources its declaration map names nor the JavaScript emitted beside it. Ship that package's source, or packages/shared/dist/index.js, or write @tool({ ... }) on this method`,
    ]);
    expect(result.entries.map((t) => [t.name, t.idempotent])).toEqual([["list", false]]);
  });

  it("is read without options, and GT2022 warns, where the app keeps it otherwise than as a const set to the call", async () => {
    const app = APP.replace(`import { logged, readOnly, Repo } from "@acme/shared";`, `import { tool, type ToolDecorator } from "gen-tools";\nimport { logged, Repo } from "@acme/shared";\n\nconst readOnly: ToolDecorator = Math.random() > 1 ? tool({ name: "a" }) : tool({ name: "b" });`);
    project = sharedWorkspace({ "src/items.ts": app }, { "src/index.ts": SHARED }, { declarationMap: true });
    const result = await discoveredIn(project.tsconfig);
    expect(result.diagnostics).toEqual([
      `src/items.ts:9:3 - warning GT2022: this decorator marks a tool by its type (ToolDecorator), so the tool is read, but without the options of the tool() call that made the decorator: gen-tools reads a decorator's options only from a const set to a call of tool(). Make the decorator one (const readOnly = tool({ ... })), or write @tool({ ... }) on this method`,
    ]);
    expect(result.tools).toEqual(["list"]);
  });
});

describe("a decorator a function of the app returns, made by a call of tool", () => {
  it("is read without options, and GT2022 warns, where a decorator that returns no ToolDecorator is not", async () => {
    const app = APP.replace(`import { logged, readOnly, Repo } from "@acme/shared";`, `import { tool } from "gen-tools";\nimport { logged, Repo } from "@acme/shared";\n\nconst readOnly = () => tool({ name: "a" });`).replace("@readOnly\n", "@readOnly()\n");
    project = sharedWorkspace({ "src/items.ts": app }, { "src/index.ts": SHARED }, { declarationMap: true });
    const result = await discoveredIn(project.tsconfig);
    expect(result.diagnostics).toEqual([
      `src/items.ts:9:3 - warning GT2022: this decorator marks a tool by its type (ToolDecorator), so the tool is read, but without the options of the tool() call that made the decorator: it is returned by the function called here, and gen-tools does not read the call of tool() in that function. Make the decorator a const set to that call (const readOnly = tool({ ... })) and write @readOnly, or write @tool({ ... }) on this method`,
    ]);
    expect(result.tools).toEqual(["list"]);
  });
});

describe("a declared base whose emitted JavaScript decorates with a decorator made in another module of its package", () => {
  it("is reported (GT2018) when no source of the base is found", async () => {
    const marks = `import { tool } from "gen-tools";\n\nexport const readOnly = tool({ idempotent: true });\n`;
    const base = `import { readOnly } from "./marks.js";\n\nexport abstract class Repo {\n  /** Saves. */\n  @readOnly\n  save(): void {}\n}\n`;
    project = sharedWorkspace({ "src/items.ts": `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n` }, { "src/index.ts": base, "src/marks.ts": marks }, { declarationMap: false });
    rmSync(join(project.dir, "packages/shared/src"), { recursive: true });
    const result = await discoveredIn(project.tsconfig);
    expect(result.diagnostics).toEqual([
      `src/items.ts:4:31 - warning GT2018: base class 'Repo' is read from its declaration file packages/shared/dist/index.d.ts, which tsc writes without decorators, and gen-tools finds no source of it (through a declaration map, or in its package's src/): its @tool() method 'save' is not a tool here. Mark it with the JSDoc @tool tag, or build its package with "declarationMap": true`,
    ]);
  });
});
