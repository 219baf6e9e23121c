import { readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ConfigError } from "../../generator/config/config-error.js";
import { GenToolsSession } from "../../generator/session.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";
import { watchThrough } from "./helpers/watch-through.js";

let project: TempProject | undefined;
afterEach(() => project?.remove());

describe("--watch on prettier's configuration", () => {
  it("formats tools.gen.ts anew when a configuration file or the .editorconfig is added or edited", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const formats: string[] = [];
    const seen = (): void => void formats.push(formatOf(join(p.dir, "generated")));
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => p.write(".prettierrc", '{ "singleQuote": true }\n'),
      () => (seen(), p.write(".editorconfig", "root = true\n\n[*]\nindent_style = tab\n")),
      () => (seen(), p.write(".prettierrc", '{ "singleQuote": false }\n')),
    ]);
    seen();
    expect(formats).toEqual(["single quotes, spaces", "single quotes, tabs", "double quotes, tabs"]);
    // Only the module is written anew: the other outputs are not formatted by prettier.
    expect(results.map((r) => r.written.map((file) => basename(file)))).toEqual([["tools.gen.ts"], ["tools.gen.ts"], ["tools.gen.ts"]]);
  });

  it("formats tools.gen.ts anew when a configuration file is removed, the output folder's too", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), ".editorconfig": "root = true\n\n[*]\nindent_style = tab\n" });
    const p = project;
    const formats: string[] = [];
    const seen = (): void => void formats.push(formatOf(join(p.dir, "generated")));
    await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      // A run watches prettier's files only after writing its outputs, when the test goes on: this
      // edit's run comes after the first run's watch, on the output folder that run made.
      () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"])),
      () => p.write("generated/.prettierrc", '{ "singleQuote": true }\n'),
      () => (seen(), rmSync(join(p.dir, "generated", ".prettierrc"))),
      () => (seen(), rmSync(join(p.dir, ".editorconfig"))),
    ]);
    seen();
    expect(formats).toEqual(["single quotes, tabs", "double quotes, tabs", "double quotes, spaces"]);
  });

  it("follows the configuration of the output folder a reload moves it to", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), "gen-tools.config.json": "{}" });
    const p = project;
    const outDir = join(p.dir, "build", "generated");
    const formats: string[] = [];
    await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      () => p.write("gen-tools.config.json", JSON.stringify({ out: "build/generated" })),
      // As above: this edit's run comes after the watch on the output folder the reload's run made.
      () => (formats.push(formatOf(outDir)), p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"]))),
      () => p.write("build/generated/.prettierrc", '{ "singleQuote": true }\n'),
    ]);
    formats.push(formatOf(outDir));
    expect(formats).toEqual(["double quotes, spaces", "single quotes, spaces"]);
  });

  it("runs when the package a configuration named during the watch is upgraded", async () => {
    const sharedConfig = (version: string): Record<string, string> => ({
      "node_modules/@acme/prettier-config/package.json": JSON.stringify({ name: "@acme/prettier-config", version, main: "index.json" }),
      "node_modules/@acme/prettier-config/index.json": JSON.stringify({ singleQuote: true }),
    });
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]), ...sharedConfig("1.0.0") });
    const p = project;
    const results = await watchThrough(GenToolsSession.open({ project: p.tsconfig }), [
      // As above: each edit's run comes after the previous run's watch (the package's, after the .prettierrc's run).
      () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"])),
      () => p.write(".prettierrc", '"@acme/prettier-config"\n'),
      () => p.write("src/a.ts", agentSource("AAgent", ["alpha"])),
      () => {
        for (const [file, text] of Object.entries(sharedConfig("1.1.0"))) p.write(file, text);
      },
    ]);
    expect(results).toHaveLength(4);
  });

  it("reports a configuration prettier cannot read, and goes on, formatting with it once it is mended", async () => {
    project = tempProject({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const p = project;
    const errors: ConfigError[] = [];
    const results = await watchThrough(
      GenToolsSession.open({ project: p.tsconfig }),
      [
        () => p.write(".prettierrc", '{ "singleQuote": '),
        // A source edit meanwhile does not run into the configuration: it is read, and reported, again.
        () => p.write("src/a.ts", agentSource("AAgent", ["alpha", "beta"])),
        () => p.write(".prettierrc", '{ "singleQuote": true }\n'),
      ],
      errors,
    );
    expect(errors.map((e) => e.diagnostic.code)).toEqual(["GT4003", "GT4003"]);
    expect(errors[0]?.message).toContain("prettier cannot read its configuration");
    expect(results.map((r) => r.changes)).toEqual([{ added: ["beta"], removed: [], changed: [] }]);
    expect(readFileSync(join(p.dir, "generated", "tools.gen.ts"), "utf8")).toContain("from 'gen-tools'");
  });
});

/** The quotes and indentation of the tools.gen.ts in `outDir`. */
function formatOf(outDir: string): string {
  const text = readFileSync(join(outDir, "tools.gen.ts"), "utf8");
  return `${text.includes("from 'gen-tools'") ? "single" : "double"} quotes, ${text.includes("\n\t") ? "tabs" : "spaces"}`;
}
