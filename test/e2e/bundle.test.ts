import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import type { ToolManifest } from "../../src/manifest.js";
import { compile, type ValidationResult } from "../../src/validator/index.js";

const FIXTURE = resolve(import.meta.dirname, "../../fixtures/types-unions/tsconfig.json");
const dir = mkdtempSync(join(tmpdir(), "gen-tools-bundle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const out = join(dir, "generated");
const entry = join(dir, "entry.js");

beforeAll(async () => {
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  expect((await GenToolsSession.open({ project: FIXTURE, out }).run()).ok).toBe(true);
  writeFileSync(entry, 'import { validators } from "./generated/tools.validators.js";\nexport const check = async (name, value) => (await validators[name].load())(value);\n');
}, 60_000);

/**
 * What a bundler made of the application: one chunk per schema module beside the entry, none with
 * `eval` or `new Function`, and validators that give the interpreter's results.
 */
async function expectSplitBundle(bundle: string): Promise<void> {
  const modules = readdirSync(join(out, "tools.validators"));
  expect(modules.length).toBeGreaterThan(1);
  const chunks = readdirSync(bundle).filter((file) => file !== "entry.js");
  expect(chunks).toHaveLength(modules.length);
  for (const chunk of chunks) expect(readFileSync(join(bundle, chunk), "utf8")).not.toMatch(/\beval\s*\(|new Function/);

  const { check } = (await import(pathToFileURL(join(bundle, "entry.js")).href)) as { check: (name: string, value: unknown) => Promise<ValidationResult> };
  const manifest = JSON.parse(readFileSync(join(out, "tools.manifest.json"), "utf8")) as ToolManifest;
  for (const { name, inputSchema } of manifest.tools) {
    for (const value of [{}, { value: 1 }, { kind: "circle", radius: 2 }, null]) expect(await check(name, value)).toEqual(compile(inputSchema)(value));
  }
}

describe("the validators in a bundled application", () => {
  it("become one chunk per schema module with Vite (Rolldown), imported on a tool's first call, with the interpreter's results", async () => {
    const bundle = join(dir, "vite");
    await viteBuild({
      root: dir,
      configFile: false,
      logLevel: "silent",
      build: { outDir: bundle, emptyOutDir: true, minify: false, lib: { entry, formats: ["es"], fileName: "entry" } },
    });
    await expectSplitBundle(bundle);
  }, 60_000);

  it("become one chunk per schema module with esbuild (as Cloudflare's wrangler bundles a Worker), with the interpreter's results", async () => {
    const bundle = join(dir, "esbuild");
    await esbuild({ entryPoints: [entry], bundle: true, splitting: true, format: "esm", platform: "neutral", outdir: bundle, logLevel: "silent" });
    await expectSplitBundle(bundle);
  }, 60_000);
});
