import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Project } from "../../generator/project/project.js";
import { GenToolsSession, type GenerateResult } from "../../generator/session.js";
import { watchThrough } from "./helpers/watch-through.js";
import { DECLARE_API } from "./helpers/temp-project.js";

/** A tool taking an `Address` from `@acme/shared`, and one taking a `Geo` from its `./geo` subpath. */
const SHIP = `import { tool } from "gen-tools";\nimport type { Address } from "@acme/shared";\n\nexport class Ship {\n  /**\n   * Ships.\n   * @param to Where.\n   */\n  @tool()\n  ship(to: Address): boolean {\n    return !!to;\n  }\n}\n`;
const LOCATE = `import { tool } from "gen-tools";\nimport type { Geo } from "@acme/shared/geo";\n\nexport class GeoTools {\n  /**\n   * Locates.\n   * @param at Where.\n   */\n  @tool()\n  locate(at: Geo): boolean {\n    return !!at;\n  }\n}\n`;

/** shared's package.json, exporting each subpath's declarations (its `types` condition) from the file given. */
const sharedPackage = (exports: Record<string, string>): string =>
  JSON.stringify({ name: "@acme/shared", type: "module", exports: Object.fromEntries(Object.entries(exports).map(([subpath, types]) => [subpath, { types }])) });

interface Workspace {
  dir: string;
  /** Writes a file, relative to the workspace's root. */
  write(path: string, text: string): void;
  tsconfig: string;
}

let root: string | undefined;
afterEach(() => {
  if (root !== undefined) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/**
 * An npm-workspaces layout: `packages/tools` (the project) imports `@acme/shared`, which is
 * `packages/shared` linked into the root's `node_modules`. shared's dist/ is an older build than its src/.
 * The tsconfig is in `packages/tools`, or with `atRoot` in the root, where the watch's tree holds shared.
 */
function workspace(files: Record<string, string>, atRoot = false): Workspace {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-test-"));
  root = dir;
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write("packages/shared/dist/index.d.ts", "export interface Address {\n  city: string;\n}\n");
  write("packages/shared/src/index.ts", "export interface Address {\n  city: string;\n  zip: string;\n}\n");
  write("packages/shared/src/geo.ts", "export interface Geo {\n  lat: number;\n  lon: number;\n}\n");
  write("packages/shared/package.json", sharedPackage({ ".": "./dist/index.d.ts" }));
  write("packages/tools/package.json", JSON.stringify({ name: "@acme/tools", type: "module" }));
  const tsconfig = atRoot ? "tsconfig.json" : "packages/tools/tsconfig.json";
  write(
    tsconfig,
    JSON.stringify({
      compilerOptions: { target: "ES2022", module: "NodeNext", strict: true, skipLibCheck: true, noEmit: true, types: [], paths: { "gen-tools": [DECLARE_API] } },
      include: [atRoot ? "packages/tools/src" : "src"],
    }),
  );
  for (const [path, text] of Object.entries(files)) write(path, text);
  mkdirSync(join(dir, "node_modules/@acme"), { recursive: true });
  symlinkSync("../../packages/shared", join(dir, "node_modules/@acme/shared"), "dir");
  return { dir, write, tsconfig: join(dir, tsconfig) };
}

/** The properties of the type `name` in the `$defs` of the tool `tool`, as a run gave them. */
function propertiesOf(result: GenerateResult | undefined, tool: string, name: string): string[] {
  const schema = result?.tools.find((entry) => entry.name === tool)?.inputSchema as { $defs?: Record<string, { properties?: Record<string, unknown> }> } | undefined;
  return Object.keys(schema?.$defs?.[name]?.properties ?? {});
}

describe("--watch on a linked workspace package whose package.json changes", () => {
  it("resolves again once its `types` point from an old build to the sources, and then watches those sources", async () => {
    const w = workspace({ "packages/tools/src/ship.ts": SHIP });
    const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
      () => w.write("packages/shared/package.json", sharedPackage({ ".": "./src/index.ts" })),
      () => w.write("packages/shared/src/index.ts", "export interface Address {\n  city: string;\n  zip: string;\n  country: string;\n}\n"),
    ]);
    expect(propertiesOf(results[0], "ship", "Address")).toEqual(["city", "zip"]);
    expect(propertiesOf(results[1], "ship", "Address")).toEqual(["city", "zip", "country"]);
  });

  for (const atRoot of [false, true]) {
    it(`resolves a subpath import once \`exports\` lists it (the tsconfig in ${atRoot ? "the root, whose folder is watched whole" : "the tools package"})`, async () => {
      const w = workspace({ "packages/tools/src/geo.ts": LOCATE }, atRoot);
      const results = await watchThrough(GenToolsSession.open({ project: w.tsconfig }), [
        () => w.write("packages/shared/package.json", sharedPackage({ ".": "./src/index.ts", "./geo": "./src/geo.ts" })),
      ]);
      expect(results[0]?.diagnostics).toEqual([]);
      expect(propertiesOf(results[0], "locate", "Geo")).toEqual(["lat", "lon"]);
    });
  }
});

describe("Project, a package.json's `exports` edited", () => {
  it("resolves the imports of a file edited since again, with the package.json as it is now", () => {
    const w = workspace({ "packages/tools/src/geo.ts": LOCATE });
    const project = Project.load(w.tsconfig);
    const resolved = (): boolean => project.program().getSourceFile(join(w.dir, "packages/shared/src/geo.ts")) !== undefined;
    expect(resolved()).toBe(false);
    w.write("packages/shared/package.json", sharedPackage({ ".": "./src/index.ts", "./geo": "./src/geo.ts" }));
    w.write("packages/tools/src/geo.ts", `${LOCATE}// edited\n`);
    project.refresh([join(w.dir, "packages/tools/src/geo.ts")]);
    expect(resolved()).toBe(true);
  });

  it("keeps the program when a package.json is saved with the same text", () => {
    const w = workspace({ "packages/tools/src/ship.ts": SHIP });
    const project = Project.load(w.tsconfig);
    const first = project.program();
    const shared = join(w.dir, "packages/shared/package.json");
    expect(project.packageJsonFiles()).toContain(shared);
    w.write("packages/shared/package.json", sharedPackage({ ".": "./dist/index.d.ts" }));
    project.refresh([shared]);
    expect(project.program()).toBe(first);
  });
});
