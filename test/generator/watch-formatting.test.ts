import { readFileSync } from "node:fs";
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
    const genModule = (): string => readFileSync(join(p.dir, "generated", "tools.gen.ts"), "utf8");
    const formats: string[] = [];
    const seen = (): void => void formats.push(`${genModule().includes("from 'gen-tools'") ? "single" : "double"} quotes, ${genModule().includes("\n\t") ? "tabs" : "spaces"}`);
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
