import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";
import { DuplicateToolError, freezeManifest, InvalidSchemaError, loadManifest, ToolRegistry, type ToolRecord } from "../../src/registry/index.js";
import { compile, type DeferredValidator } from "../../src/validator/index.js";
import { manifestFiles } from "./helpers/manifest-files.js";
import { toolEntry } from "./helpers/tool-entry.js";

// A manifest entry's keys, and an option bag's, are its own: JSON.parse makes no inherited ones. A
// key something set on Object.prototype must not give a tool an output schema, Date arguments, a
// binding or a registry it does not have.

const read = manifestFiles();

const SCHEMA: JsonSchemaObject = { type: "object", properties: { n: { type: "number" }, when: { type: "string", format: "date-time" } } };
const HASH = "9a".repeat(32);
/** gen-tools' entry for the function `plain`, which has no output schema. */
const PLAIN: ToolEntry = (({ outputSchema: _, ...rest }) => rest)(toolEntry("plain", SCHEMA));
const TEXT = renderManifest([PLAIN], HASH);
const handlers = { plain: (args: Record<string, unknown>) => args.when ?? "none" };
const validators = (): Record<string, DeferredValidator> => ({ plain: { load: async () => compile(SCHEMA), validatorsHash: HASH } });

/** Runs `test` with `Object.prototype[key]` set to `value`, removed afterwards whatever happens. */
async function withInherited<T>(key: string, value: unknown, test: () => Promise<T> | T): Promise<T> {
  (Object.prototype as Record<string, unknown>)[key] = value;
  try {
    return await test();
  } finally {
    delete (Object.prototype as Record<string, unknown>)[key];
  }
}

/** The manifest as each way in gives it: read lazily from the file, parsed whole, and frozen by freezeManifest (the generated module's). */
async function manifests(text = TEXT): Promise<[string, ToolManifest | unknown][]> {
  return [
    ["read lazily", await read(text)],
    ["parsed whole", JSON.parse(text)],
    ["frozen", freezeManifest(JSON.parse(text))],
  ];
}

const own = (record: ToolRecord, key: keyof ToolRecord): boolean => Object.hasOwn(record, key);

describe("keys set on Object.prototype", () => {
  it("give a manifest's tool no output schema", async () => {
    await withInherited("outputSchema", { type: "string" }, async () => {
      for (const [way, manifest] of await manifests()) {
        const record = loadManifest(manifest, { handlers, validators: validators() }).get("plain");
        expect(own(record, "outputSchema"), way).toBe(false);
      }
    });
  });

  it("give a manifest's tool no Date arguments", async () => {
    await withInherited("dates", ["/properties/when"], async () => {
      for (const [way, manifest] of await manifests()) {
        const registry = loadManifest(manifest, { handlers, validators: validators() });
        expect(own(registry.get("plain"), "dates"), way).toBe(false);
        expect(await registry.get("plain").handler({ when: "2026-12-07T16:00:00Z" }, {} as never), way).toBe("2026-12-07T16:00:00Z");
      }
    });
  });

  it("do not pass a manifest without a validatorsHash for one written with its validators: its schema is checked at registration", async () => {
    const text = renderManifest([toolEntry("plain", { type: "object", properties: { n: { type: "string", minLength: -1 } } })]);
    await withInherited("validatorsHash", HASH, async () => {
      for (const [way, manifest] of await manifests(text)) {
        expect(() => loadManifest(manifest, { handlers, validators: validators() }), way).toThrow(InvalidSchemaError);
      }
    });
  });

  it("do not pass a validator without a validatorsHash for one gen-tools wrote with the manifest: the tool's schema is checked at registration", async () => {
    const text = renderManifest([toolEntry("plain", { type: "object", properties: { n: { type: "string", minLength: -1 } } })], HASH);
    const handWritten = { plain: { load: async () => compile(SCHEMA) } };
    await withInherited("validatorsHash", HASH, async () => {
      for (const [way, manifest] of await manifests(text)) {
        expect(() => loadManifest(manifest, { handlers, validators: handWritten }), way).toThrow(InvalidSchemaError);
      }
    });
  });

  it("do not make a method's owner a registerTool function's", async () => {
    class Cal {
      add(args: Record<string, unknown>): number {
        return (args.n as number) + 1;
      }
    }
    const text = renderManifest([{ ...PLAIN, name: "add", owner: { class: "Cal", member: "add" } }]);
    await withInherited("export", "add", async () => {
      for (const [way, manifest] of await manifests(text)) {
        const registry = loadManifest(manifest, { agents: { Cal: new Cal() } });
        expect(await registry.get("add").handler({ n: 1 }, {} as never), way).toBe(2);
      }
    });
  });

  it("are no options of loadManifest", async () => {
    const other = new ToolRegistry();
    await withInherited("registry", other, async () => {
      const registry = loadManifest(JSON.parse(TEXT), { handlers });
      expect(registry).not.toBe(other);
      expect(other.names()).toEqual([]);
    });
    await withInherited("validators", { plain: { load: async () => compile(SCHEMA) } }, async () => {
      expect(loadManifest(JSON.parse(TEXT), { handlers }).get("plain").validatorLoading).toBeUndefined();
    });
  });

  it("are no options of register", async () => {
    const registry = new ToolRegistry();
    await withInherited("outputSchema", { type: "string" }, () => {
      expect(own(registry.register("one", SCHEMA, () => 1), "outputSchema")).toBe(false);
    });
    await withInherited("override", true, () => {
      expect(() => registry.register("one", SCHEMA, () => 2)).toThrow(DuplicateToolError);
    });
  });

  it("are not taken by freezeManifest for a schema of the manifest's", async () => {
    const inherited: JsonSchemaObject = { type: "string" };
    await withInherited("outputSchema", inherited, () => freezeManifest(JSON.parse(TEXT)));
    // Not noted as frozen JSON, so a registry that takes it copies it, and later changes do not reach the copy.
    const record = new ToolRegistry().register("one", SCHEMA, () => 1, { outputSchema: inherited });
    expect(Object.isFrozen(record.outputSchema)).toBe(true);
    inherited.type = "number";
    expect(record.outputSchema).toEqual({ type: "string" });
  });
});
