import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { discoveredIn, type Discovered } from "./helpers/beside-leading-mark.js";
import { sharedWorkspace } from "./helpers/shared-workspace.js";
import type { TempProject } from "./helpers/temp-project.js";

// A package may ship a hand-written .d.ts, which names gen-tools' ToolDecorator as a person writes
// it (imported by name, or read off a namespace) where tsc writes import("gen-tools").ToolDecorator.
// A declared base's source that decorates with such a package's decorator marks a tool either way,
// its options read from the JavaScript beside the .d.ts, or without them (GT2022) where it has none.

let project: TempProject | undefined;
afterEach(() => project?.remove());

/** `@acme/shared`'s base: `save` marked by `@acme/marks`' readOnly, `load` by its audited. */
const BASE = `import { audited, readOnly } from "@acme/marks";\n\nexport abstract class Repo {\n  /** Saves. */\n  @readOnly\n  save(): void {}\n\n  /** Loads. */\n  @audited\n  load(): void {}\n}\n`;

/** The app's run, its class extending `@acme/shared`'s base, with `@acme/marks` made of `files` (index.d.ts, index.js). */
async function toolsOf(files: Record<string, string>): Promise<Discovered> {
  project = sharedWorkspace({ "src/items.ts": `import { Repo } from "@acme/shared";\n\n/** Items. */\nexport class ItemRepo extends Repo {}\n` }, { "src/index.ts": BASE }, { declarationMap: true });
  const marks = join(project.dir, "packages/marks");
  const manifest = { name: "@acme/marks", type: "module", exports: { ".": { types: "./index.d.ts", default: "./index.js" } }, peerDependencies: { "gen-tools": "*" } };
  for (const [path, text] of Object.entries({ "package.json": JSON.stringify(manifest), ...files })) {
    mkdirSync(dirname(join(marks, path)), { recursive: true });
    writeFileSync(join(marks, path), text);
  }
  symlinkSync(marks, join(project.dir, "node_modules/@acme/marks"), "dir");
  return discoveredIn(project.tsconfig);
}

/** A .d.ts that types `readOnly` as ToolDecorator imported by name (type-only), and `audited` as a namespace's ToolDecorator. */
const DECLARATIONS = [
  `import type { ToolDecorator as Decorator } from "gen-tools";`,
  `import type * as gt from "gen-tools";`,
  `export declare const readOnly: Decorator;`,
  `export declare const audited: gt.ToolDecorator;`,
  ``,
].join("\n");

describe("a declared base's source whose decorator a hand-written .d.ts types as ToolDecorator by name", () => {
  it("marks a tool, with the options of the call in the JavaScript beside it", async () => {
    const result = await toolsOf({
      "index.d.ts": DECLARATIONS,
      "index.js": `import { tool } from "gen-tools";\n\nexport const readOnly = tool({ idempotent: true });\nexport const audited = tool({ timeoutMs: 5000 });\n`,
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map((entry) => [entry.name, entry.idempotent, entry.timeoutMs])).toEqual([
      ["load", false, 5000],
      ["save", true, null],
    ]);
  });

  it("marks a tool without options, and GT2022 warns, where no JavaScript beside it makes the decorator", async () => {
    const result = await toolsOf({ "index.d.ts": DECLARATIONS });
    // No build makes a hand-written file, so the advice is to ship the JavaScript, not to build with a declaration map.
    const withoutOptions = (at: string, name: string): string =>
      `packages/shared/src/index.ts:${at} - warning GT2022: this decorator marks a tool by its type (ToolDecorator), so the tool is read, but without the options of the tool() call that made the decorator: it is declared in node_modules/@acme/marks/index.d.ts, which types it as ToolDecorator by name without a declaration map, as a hand-written .d.ts does (tsc writes import("gen-tools").ToolDecorator), so no build makes its call readable, and no JavaScript beside it makes the decorator. Ship node_modules/@acme/marks/index.js with the decorator a const set to the call (export const ${name} = tool({ ... })), or write @tool({ ... }) on this method`;
    expect(result.diagnostics).toEqual([withoutOptions("5:3", "readOnly"), withoutOptions("9:3", "audited")]);
    expect(result.tools).toEqual(["load", "save"]);
  });
});
