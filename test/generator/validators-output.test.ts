import fc from "fast-check";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { prepareValidators, renderValidators, type ValidatedTool, type ValidatorsMemory } from "../../generator/emit/validators-module.js";
import type { EmitTool } from "../../generator/emit/emit-tool.js";
import { generate, GenToolsSession } from "../../generator/session.js";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";
import { compile, type DeferredValidator } from "../../src/validator/index.js";
import { runCli } from "./helpers/run-cli.js";
import { agentSource, tempProject, type TempProject } from "./helpers/temp-project.js";

const FIXTURES = resolve(import.meta.dirname, "../../fixtures");
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const remove of cleanup.splice(0)) remove();
});

function project(files: Record<string, string>): TempProject {
  const p = tempProject(files);
  cleanup.push(p.remove);
  return p;
}

/** An output folder inside an ESM package, as a user's `generated/` is. */
function esmOutDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-validators-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  return join(dir, "generated");
}

async function importValidators(outDir: string): Promise<Record<string, DeferredValidator>> {
  const module = (await import(pathToFileURL(join(outDir, "tools.validators.js")).href)) as { validators: Record<string, DeferredValidator> };
  return module.validators;
}

/** The validators' files by name, the schema modules as `tools.validators/<hash>.js`. */
function outputNames(paths: readonly string[]): string[] {
  return paths.map((path) => path.split("/").slice(-2).join("/").replace(/^generated\//, "").replace(/[0-9a-f]{16}\.js$/, "<hash>.js"));
}

/** Arguments for a tool: objects over its own property names (so the checks get past `type`), and any JSON. */
function argumentsFor(entry: ToolEntry): fc.Arbitrary<unknown> {
  const names = Object.keys(entry.inputSchema.properties ?? {});
  const known = names.length === 0 ? fc.constant({}) : fc.dictionary(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 3 }));
  return fc.oneof(known, fc.jsonValue({ maxDepth: 3 }));
}

describe("tools.validators.js", () => {
  it.each(["types-objects", "types-unions", "types-recursive", "register-tool-basic"])(
    "is written beside the manifest for %s, imports, and agrees with the interpreter on every tool",
    async (fixture) => {
      const outDir = esmOutDir();
      const session = GenToolsSession.open({ project: join(FIXTURES, fixture, "tsconfig.json"), out: outDir });
      const result = await session.run();
      expect(result.ok).toBe(true);
      const manifest = JSON.parse(readFileSync(join(outDir, "tools.manifest.json"), "utf8")) as ToolManifest;
      const schemas = new Set(manifest.tools.map((t) => JSON.stringify(t.inputSchema)));
      // One module per distinct schema.
      expect(outputNames(result.written)).toEqual([
        "tools.manifest.json",
        "tools.gen.ts",
        "tools.validators.js",
        "tools.validators.d.ts",
        ...Array.from(schemas, () => "tools.validators/<hash>.js"),
      ]);
      const validators = await importValidators(outDir);
      expect(Object.keys(validators).sort()).toEqual(manifest.tools.map((t) => t.name));
      const declarations = readFileSync(join(outDir, "tools.validators.d.ts"), "utf8");
      for (const { name } of manifest.tools) expect(declarations).toContain(`readonly ${JSON.stringify(name)}: DeferredValidator;`);

      for (const entry of manifest.tools) {
        const interpreted = compile(entry.inputSchema);
        const deferred = validators[entry.name]!;
        const aot = await deferred.load();
        // Written together: the manifest and the index carry one hash, so registration skips checkSchema;
        // the module carries the text of the manifest's schema, as the runtime parses it.
        expect(deferred.validatorsHash).toMatch(/^[0-9a-f]{64}$/);
        expect(deferred.validatorsHash).toBe(manifest.validatorsHash);
        expect(aot.checkedSchema).toBe(JSON.stringify(entry.inputSchema));
        fc.assert(
          fc.property(argumentsFor(entry), (value) => {
            expect(aot(value)).toEqual(interpreted(value));
          }),
          { numRuns: 150 },
        );
      }
    },
  );

  it("is imported by tools.gen.ts and passed to loadManifest", async () => {
    const outDir = esmOutDir();
    await GenToolsSession.open({ project: join(FIXTURES, "register-tool-basic", "tsconfig.json"), out: outDir }).run();
    const gen = readFileSync(join(outDir, "tools.gen.ts"), "utf8");
    expect(gen).toContain('import { validators } from "./tools.validators.js";\n');
    expect(gen).toMatch(/return loadManifest\(freezeManifest\(manifest, "tools\.manifest\.json"\), \{\n(?: {4}.*\n)* {4}validators,\n {4}registry,\n {2}\}\);/);
  });

  it("is not written, imported or passed with validators: false (option, config file or --no-validators)", async () => {
    const p = project({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const fromOption = await GenToolsSession.open({ project: p.tsconfig, validators: false }).run();
    expect(fromOption.written.map((w) => w.split("/").pop())).toEqual(["tools.manifest.json", "tools.gen.ts"]);
    expect(existsSync(join(p.dir, "generated", "tools.validators.js"))).toBe(false);
    const gen = readFileSync(join(p.dir, "generated", "tools.gen.ts"), "utf8");
    expect(gen).not.toContain("validators");
    // No validators to pair it with: the manifest carries no hash.
    expect(readFileSync(join(p.dir, "generated", "tools.manifest.json"), "utf8")).not.toContain("validatorsHash");

    p.write("gen-tools.config.json", '{ "validators": false }\n');
    expect((await GenToolsSession.open({ project: p.tsconfig }).run()).written).toEqual([]);
    // The flag wins over a config that turns them on.
    p.write("gen-tools.config.json", '{ "validators": true }\n');
    const cli = await runCli(["--project", p.tsconfig, "--no-validators", "--json"]);
    expect(JSON.parse(cli.stdout)).toMatchObject({ ok: true, written: [] });
    expect(existsSync(join(p.dir, "generated", "tools.validators.js"))).toBe(false);
  });

  it("--check reports it stale when it would change, and --json lists it in written", async () => {
    const p = project({ "src/a.ts": agentSource("AAgent", ["alpha", "beta"]) });
    const first = await runCli(["--project", p.tsconfig, "--json"]);
    const written = JSON.parse(first.stdout).written as string[];
    expect(outputNames(written)).toEqual(["tools.manifest.json", "tools.gen.ts", "tools.validators.js", "tools.validators.d.ts", "tools.validators/<hash>.js"]);
    expect((await runCli(["--project", p.tsconfig, "--check"])).code).toBe(0);

    const module = resolve(written[4]!);
    writeFileSync(module, readFileSync(module, "utf8").replace("MAX_ERRORS = 100", "MAX_ERRORS = 5"));
    const check = await runCli(["--project", p.tsconfig, "--check", "--json"]);
    expect(check.code).toBe(1);
    expect(JSON.parse(check.stdout).stale).toEqual([written[4]]);
    expect((await runCli(["--project", p.tsconfig])).code).toBe(0);
    expect(readFileSync(module, "utf8")).toContain("MAX_ERRORS = 100");
  });

  it("--check says what would happen to each stale schema module, counted in the human report instead of diffed", async () => {
    const p = project({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const written = JSON.parse((await runCli(["--project", p.tsconfig, "--json"])).stdout).written as string[];
    const module = resolve(written.find((w) => /tools\.validators\/[0-9a-f]{16}\.js$/.test(w))!);
    const unused = join(dirname(module), "0123456789abcdef.js");
    writeFileSync(unused, "// Generated by gen-tools: an earlier schema's module.\n");
    writeFileSync(module, `${readFileSync(module, "utf8")}// edited\n`);

    const check = await generate({ project: p.tsconfig, check: true });
    expect(check.stale.map((s) => s.split("/").pop())).toEqual([module.split("/").pop(), "0123456789abcdef.js"]);
    expect(check.diffs).toEqual(["changed by hand, which a run writes anew", "of a schema no tool has any more, which a run removes"]);
    const human = await runCli(["--project", p.tsconfig, "--check"]);
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(/^ {2}.*generated\/tools\.validators\/: 1 schema module changed by hand, which a run writes anew$/m);
    expect(human.stdout).toMatch(/^ {2}.*generated\/tools\.validators\/: 1 schema module of a schema no tool has any more, which a run removes$/m);
    expect(human.stdout).not.toContain("const hasOwn");

    rmSync(module);
    expect((await generate({ project: p.tsconfig, check: true })).diffs[0]).toBe("missing, which a run writes");
  });

  it("a tool whose schema the validator refuses is a GT3005 error at the keyword its registerTool writes, and nothing is written", async () => {
    const tool = (name: string): string => `import { registerTool } from "gen-tools";

/** Finds things. */
export const ${name} = registerTool(
  { name: "${name}", description: "Finds things.", parameters: { type: "object", properties: { q: { type: "text" } } } },
  (args: { q?: string }) => args.q,
);
`;
    // Two tools with the same schema: it is inspected once, and reported at each.
    const p = project({ "src/tools.ts": tool("find"), "src/more.ts": `\n${tool("seek")}` });
    const result = await GenToolsSession.open({ project: p.tsconfig }).run();
    expect(result.ok).toBe(false);
    const refused = result.diagnostics.filter((d) => d.code === "GT3005");
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ severity: "error", file: "src/more.ts", line: 6, column: 104 });
    expect(refused[0]!.message).toMatch(/^tool 'seek': input schema \/properties\/q\/type: /);
    expect(refused[1]).toMatchObject({ severity: "error", file: "src/tools.ts", line: 5, column: 104 });
    expect(refused[1]!.message).toMatch(/^tool 'find': input schema \/properties\/q\/type: /);
    expect(result.written).toEqual([]);
    expect(existsSync(join(p.dir, "generated"))).toBe(false);
  });

  it("is made in memory between watch runs when a run kept it from disk, and an edit then makes only its schema's module", () => {
    const emitTool = (name: string, inputSchema: ToolEntry["inputSchema"]): EmitTool => ({
      entry: { name, inputSchema } as ToolEntry,
      at: { file: `src/${name}.ts`, line: 1, column: 1 },
      handler: { kind: "registerTool", export: { file: `/project/src/${name}.ts`, name } },
    });
    const tools = [
      emitTool("a", { type: "object", properties: { q: { type: "string", minLength: 1 } } }),
      emitTool("b", { type: "object", properties: { n: { type: "integer" } }, required: ["n"] }),
    ];
    const written = renderValidators(tools, () => null);
    if (!written.ok) throw new Error("the validators were refused");
    const disk = new Map(written.files);
    const read = (path: string): string | null => disk.get(path) ?? null;

    // A watch session's first run finds the files on disk, made from the same inputs, and keeps them.
    const memory: ValidatorsMemory = {};
    expect(renderValidators(tools, read, memory)).toEqual(written);
    expect(memory.made).toBeUndefined();
    prepareValidators(tools, memory);
    const made = memory.made;
    expect([...(made?.values() ?? [])].map(({ file, js }) => [`tools.validators/${file}`, js])).toEqual(
      [...written.files].filter(([path]) => path.startsWith("tools.validators/")),
    );
    prepareValidators(tools, memory);
    expect(memory.made).toBe(made);

    // An edit to one schema: the files are what a fresh run makes, and the other schema's module was not made again.
    const edited = [tools[0] as EmitTool, emitTool("b", { type: "object", properties: { n: { type: "integer", minimum: 0 } } })];
    const kept = [...(made?.values() ?? [])][0];
    expect(renderValidators(edited, read, memory)).toEqual(renderValidators(edited, () => null));
    expect([...(memory.made?.values() ?? [])][0]).toBe(kept);
  });

  it("finds a schema module missing or changed on disk, and makes the files again", () => {
    const tool: ValidatedTool = { entry: { name: "a", inputSchema: { type: "object", properties: { q: { type: "string" } } } }, at: { file: "src/a.ts", line: 1, column: 1 } };
    const written = renderValidators([tool], () => null);
    if (!written.ok) throw new Error("the validators were refused");
    const [modulePath, moduleText] = [...written.files].find(([path]) => path.startsWith("tools.validators/"))!;
    const index = written.files.get("tools.validators.js")!;
    // The index alone, or the index and an edited module: neither is kept.
    const rendered = (module: string | null): string | undefined => {
      const result = renderValidators([tool], (path) => (path === "tools.validators.js" ? index : path === modulePath ? module : null));
      return result.ok ? result.files.get(modulePath) : undefined;
    };
    expect(rendered(null)).toBe(moduleText);
    expect(rendered(`${moduleText}// edited\n`)).toBe(moduleText);
  });

  it("turns a ValidatorSchemaError from the AOT compiler into GT3005 diagnostics, not a crash", () => {
    const entry = { name: "bad", inputSchema: { type: "object", properties: { q: { frobnicate: true } } } } as unknown as ToolEntry;
    const tool: EmitTool = { entry, at: { file: "src/bad.ts", line: 3, column: 1 }, handler: { kind: "registerTool", export: { file: "/project/src/bad.ts", name: "bad" } } };
    const rendered = renderValidators([tool], () => null);
    expect(rendered.ok).toBe(false);
    if (rendered.ok) return;
    expect(rendered.diagnostics).toEqual([
      expect.objectContaining({ code: "GT3005", severity: "error", file: "src/bad.ts", line: 3, column: 1 }),
    ]);
    expect(rendered.diagnostics[0]!.message).toMatch(/^tool 'bad': input schema \/properties\/q\/frobnicate: unsupported keyword 'frobnicate'/);
  });
});

describe("OpenAI strict-mode checks", () => {
  const source = `import { tool } from "gen-tools";

/** Counts. */
export class Counter {
  /**
   * Adds counts.
   * @param counts Counts by key.
   * @param label A label.
   */
  @tool()
  add(counts: Record<string, number>, label?: string): number {
    return Object.keys(counts).length + (label?.length ?? 0);
  }
}
`;

  it("reports what strict mode cannot express as GT5001 errors at the tool, naming it and the JSON Pointer", async () => {
    const p = project({ "src/counter.ts": source });
    const result = await GenToolsSession.open({ project: p.tsconfig, openaiStrict: true }).run();
    expect(result.ok).toBe(false);
    const strict = result.diagnostics.filter((d) => d.code === "GT5001");
    expect(strict).toEqual([
      {
        code: "GT5001",
        severity: "error",
        file: "src/counter.ts",
        line: 11,
        column: 3,
        message:
          "tool 'add': OpenAI strict mode cannot express /properties/counts/additionalProperties: a free-form object (extra keys allowed); strict mode needs `additionalProperties: false`",
      },
    ]);
    expect(result.written).toEqual([]);
  });

  it("is off by default, on from the config file or --openai-strict", async () => {
    const p = project({ "src/counter.ts": source });
    const plain = await GenToolsSession.open({ project: p.tsconfig }).run();
    expect(plain.ok).toBe(true);
    expect(plain.diagnostics.filter((d) => d.code === "GT5001")).toEqual([]);

    const flag = await runCli(["--project", p.tsconfig, "--openai-strict"]);
    expect(flag.code).toBe(1);
    expect(flag.stdout).toMatch(/^src\/counter\.ts:11:3 - error GT5001: tool 'add': OpenAI strict mode cannot express \/properties\/counts\/additionalProperties/m);

    p.write("gen-tools.config.json", '{ "openaiStrict": true }\n');
    const fromConfig = await GenToolsSession.open({ project: p.tsconfig }).run();
    expect(fromConfig.diagnostics.map((d) => d.code)).toContain("GT5001");
  });

  it("passes a schema strict mode can express", async () => {
    const p = project({ "src/a.ts": agentSource("AAgent", ["alpha"]) });
    const result = await GenToolsSession.open({ project: p.tsconfig, openaiStrict: true }).run();
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
