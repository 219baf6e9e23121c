import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { changedTools, toolsOfClass } from "../../bench/compiler/manifest-diff.js";
import { benchSchemas } from "../../bench/schemas/index.js";
import { writeValidatorFiles } from "../../bench/validator-files.js";
import { writeAjvStandalone } from "../../bench/startup/ajv-standalone.js";
import { makeCatalogue } from "../../bench/startup/catalogue.js";
import { withTempDir } from "../../bench/temp-dir.js";
import { checkAgreement } from "../../bench/validation/agreement.js";
import { ajvContender } from "../../bench/validation/ajv.js";
import { aotContender } from "../../bench/validation/aot.js";
import { cfworkerContender } from "../../bench/validation/cfworker.js";
import { interpreterContender } from "../../bench/validation/interpreter.js";
import { TOOL_NAME_PATTERN } from "../../src/registry/index.js";
import type { ToolManifest } from "../../src/manifest.js";
import { loadManifest } from "../../src/registry/index.js";
import { compile, type DeferredValidator } from "../../src/validator/index.js";

describe("the bench schema set", () => {
  it("has valid values every validator accepts and invalid ones every validator rejects", async () => {
    const aot = await withTempDir("test", (dir) => aotContender(benchSchemas, dir));
    const contenders = [
      interpreterContender(benchSchemas),
      aot,
      ajvContender(benchSchemas, false),
      ajvContender(benchSchemas, true),
      cfworkerContender(benchSchemas, true),
      cfworkerContender(benchSchemas, false),
    ];
    const agreement = checkAgreement(contenders, contenders, benchSchemas);
    expect(agreement.findings).toEqual([]);
    for (const s of benchSchemas) {
      expect(s.valid.length).toBeGreaterThan(0);
      expect(s.invalid.length).toBeGreaterThan(0);
    }
  });

  it("flags a validator that gets a value wrong, so it is not timed", () => {
    const schemas = benchSchemas.slice(0, 1);
    const lenient = ajvContender(schemas, false);
    for (const checker of lenient.checkers.values()) checker.isValid = () => true;
    const agreement = checkAgreement([ajvContender(schemas, false)], [lenient], schemas);
    expect(agreement.wrong.get("Ajv")).toEqual(new Set([schemas[0]?.tool]));
    expect(agreement.findings[0]).toMatch(/^Ajv on flat: accepts invalid\[0\]/);
  });

  it("checks each instance on the values it is timed on only", () => {
    const schemas = benchSchemas.slice(0, 1);
    // An Ajv contender that records every value its checkers are asked about.
    const recording = (asked: unknown[]) => {
      const contender = ajvContender(schemas, false);
      for (const checker of contender.checkers.values()) {
        const { isValid } = checker;
        checker.isValid = (value) => (asked.push(value), isValid(value));
      }
      return contender;
    };
    const askedForValid: unknown[] = [];
    const askedForInvalid: unknown[] = [];
    const agreement = checkAgreement([recording(askedForValid)], [recording(askedForInvalid)], schemas);
    expect(agreement.findings).toEqual([]);
    expect(askedForValid).toEqual(schemas[0]?.valid);
    expect(askedForInvalid).toEqual(schemas[0]?.invalid);
  });
});

describe("the start-up catalogue", () => {
  const catalogue = makeCatalogue(40);

  it("holds distinct, well-named tools sorted by name", () => {
    const names = catalogue.tools.map((t) => t.name);
    expect(new Set(names).size).toBe(40);
    expect([...names].sort()).toEqual(names);
    for (const name of names) expect(name).toMatch(TOOL_NAME_PATTERN);
    expect(new Set(catalogue.tools.map((t) => JSON.stringify(t.inputSchema))).size).toBe(40);
  });

  it("keeps the bench schemas' property names when they are to be shared, and only those change", () => {
    const shared = makeCatalogue(40, "shared");
    expect(shared.tools.map((t) => t.name)).toEqual(catalogue.tools.map((t) => t.name));
    const flat = shared.tools.find((t) => t.name === "catalogue.flat_0000")!;
    expect(flat.inputSchema).toEqual(benchSchemas.find((s) => s.shape === "flat")!.schema);
    const unsuffixed = (text: string): string => text.replace(/_\d+"/g, '"');
    expect(shared.tools.map((t) => JSON.stringify(t.inputSchema))).toEqual(catalogue.tools.map((t) => unsuffixed(JSON.stringify(t.inputSchema))));
  });

  it("renames properties consistently, so each schema still validates its renamed arguments", () => {
    const ajv = new Ajv2020();
    const flat = catalogue.tools.find((t) => t.name === "catalogue.flat_0000");
    expect(flat?.inputSchema.required).toEqual(["city_0", "days_0"]);
    const validate = ajv.compile(flat?.inputSchema ?? {});
    expect(validate({ city_0: "Lyon", days_0: 3 })).toBe(true);
    expect(validate({ city: "Lyon", days: 3 })).toBe(false);
    for (const tool of catalogue.tools) expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
  });

  it("has Ajv's standalone code written for it, one export per tool that validates as Ajv does", async () => {
    const validators = await withTempDir("test", async (dir) => createRequire(import.meta.url)(await writeAjvStandalone(catalogue.tools, dir)) as Record<string, (value: unknown) => boolean>);
    const ajv = new Ajv2020({ allErrors: true });
    const flatIndex = catalogue.tools.findIndex((t) => t.name === "catalogue.flat_0000");
    const flat = validators[`tool${flatIndex}`];
    expect(flat?.({ city_0: "Lyon", days_0: 3 })).toBe(true);
    expect(flat?.({ city_0: "", days_0: "3", extra: 1 })).toBe(false);
    expect(ajv.compile(catalogue.tools[flatIndex]?.inputSchema ?? {})({ city_0: "", days_0: "3", extra: 1 })).toBe(false);
    expect(Object.keys(validators)).toHaveLength(catalogue.tools.length);
  });
});

describe("gen-tools' validators files for the start-up catalogue", () => {
  it("are an index whose deferred validators the registry imports, one module per tool's schema", async () => {
    const small = makeCatalogue(20);
    await withTempDir("test", async (dir) => {
      const { index, bytes } = await writeValidatorFiles(
        small.tools.map((t) => ({ name: t.name, schema: t.inputSchema })),
        dir,
      );
      expect(bytes.modules).toBeGreaterThan(bytes.index);
      const { validators } = (await import(pathToFileURL(index).href)) as { validators: Record<string, DeferredValidator> };
      const handlers = Object.fromEntries(small.tools.map((tool) => [(tool.owner as { export: string }).export, () => "ok"]));
      const registry = loadManifest(small, { handlers, validators });
      await registry.loadValidators();
      const flat = small.tools.find((t) => t.name === "catalogue.flat_0000")!;
      for (const value of [{ city_0: "Lyon", days_0: 3 }, { city_0: "", days_0: "3", extra: 1 }]) {
        expect(registry.validate(flat.name, value)).toEqual(compile(flat.inputSchema)(value));
      }
    });
  });
});

describe("manifest differences", () => {
  const entry = (name: string, cls: string, description: string): ToolManifest["tools"][number] => ({
    name,
    description,
    inputSchema: { type: "object" },
    idempotent: false,
    timeoutMs: null,
    allowedAgents: null,
    parameters: [],
    owner: { class: cls, member: name },
    source: { file: "src/a.ts", line: 1 },
  });

  it("lists changed, added and removed tools", () => {
    const before: ToolManifest = {
      version: 1,
      tools: [entry("a.x", "A", "x"), entry("a.y", "A", "y"), entry("b.x", "B", "x")],
    };
    const after: ToolManifest = {
      version: 1,
      tools: [entry("a.x", "A", "x!"), entry("b.x", "B", "x"), entry("b.z", "B", "z")],
    };
    expect(changedTools(before, after)).toEqual(["a.x", "a.y", "b.z"]);
    expect(changedTools(before, before)).toEqual([]);
    expect(toolsOfClass(before, "A")).toEqual(["a.x", "a.y"]);
  });
});
