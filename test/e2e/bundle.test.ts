import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import type { ToolManifest } from "../../src/manifest.js";
import { compile, type ValidationResult } from "../../src/validator/index.js";

const FIXTURE = resolve(import.meta.dirname, "../../fixtures/types-unions/tsconfig.json");
const dir = mkdtempSync(join(tmpdir(), "gen-tools-bundle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the validators in an application bundled by Vite (Rolldown)", () => {
  it("become one chunk per schema module, imported on a tool's first call, with the interpreter's results", async () => {
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    const out = join(dir, "generated");
    expect((await GenToolsSession.open({ project: FIXTURE, out }).run()).ok).toBe(true);
    writeFileSync(
      join(dir, "entry.js"),
      'import { validators } from "./generated/tools.validators.js";\nexport const check = async (name, value) => (await validators[name].load())(value);\n',
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      build: { outDir: join(dir, "dist"), emptyOutDir: true, minify: false, lib: { entry: join(dir, "entry.js"), formats: ["es"], fileName: "entry" } },
    });

    const modules = readdirSync(join(out, "tools.validators"));
    expect(modules.length).toBeGreaterThan(1);
    const chunks = readdirSync(join(dir, "dist")).filter((file) => file !== "entry.js");
    expect(chunks).toHaveLength(modules.length);
    for (const chunk of chunks) expect(readFileSync(join(dir, "dist", chunk), "utf8")).not.toMatch(/\beval\s*\(|new Function/);

    const { check } = (await import(pathToFileURL(join(dir, "dist", "entry.js")).href)) as { check: (name: string, value: unknown) => Promise<ValidationResult> };
    const manifest = JSON.parse(readFileSync(join(out, "tools.manifest.json"), "utf8")) as ToolManifest;
    for (const { name, inputSchema } of manifest.tools) {
      for (const value of [{}, { value: 1 }, { kind: "circle", radius: 2 }, null]) expect(await check(name, value)).toEqual(compile(inputSchema)(value));
    }
  }, 60_000);
});
