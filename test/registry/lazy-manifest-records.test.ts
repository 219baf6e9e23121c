import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { ToolManifest } from "../../src/manifest.js";
import { toAnthropicTools, toOpenAITools } from "../../src/providers/index.js";
import { loadManifest, ToolRegistry, ValidatorLoadError, type ToolRecord } from "../../src/registry/index.js";
import { compile, type DeferredValidator } from "../../src/validator/index.js";
import { manifestFiles } from "./helpers/manifest-files.js";
import { toolEntry } from "./helpers/tool-entry.js";

// A registry loaded from a lazily read manifest (its records' schemas left unread, see
// record-schema.ts) against one loaded from the same file parsed whole: what users of the records
// see must be the same.

const read = manifestFiles();

const SCHEMA: JsonSchemaObject = {
  type: "object",
  properties: { n: { type: "number" }, when: { type: "string", format: "date-time" } },
  required: ["n"],
  additionalProperties: false,
};
const HASH = "cd".repeat(32);
// "dated" takes a Date, so its input schema is read at registration; the others' are left unread.
const TEXT = renderManifest(
  [toolEntry("dated", SCHEMA, { dates: ["/properties/when"] }), toolEntry("plain", SCHEMA), toolEntry("scalar", SCHEMA, { outputSchema: { type: "number" } })],
  HASH,
);

const handlers = { dated: (args: Record<string, unknown>) => args.when instanceof Date, plain: () => ({ ok: true }), scalar: () => 1 };
const validators = (checkedSchema?: string): Record<string, DeferredValidator> =>
  Object.fromEntries(
    Object.keys(handlers).map((name) => [
      name,
      { load: async () => Object.assign(compile(SCHEMA), checkedSchema === undefined ? {} : { checkedSchema }), validatorsHash: HASH },
    ]),
  );

/** The registries loaded from the file read lazily and parsed whole. */
async function bothRegistries(options: { registry?: () => ToolRegistry; checkedSchema?: string } = {}): Promise<{ lazy: ToolRegistry; eager: ToolRegistry }> {
  const load = (manifest: unknown): ToolRegistry => loadManifest(manifest, { handlers, validators: validators(options.checkedSchema), registry: options.registry?.() });
  return { lazy: load(await read(TEXT)), eager: load(JSON.parse(TEXT)) };
}

const unread = (record: ToolRecord, key: "schema" | "outputSchema"): boolean => typeof Object.getOwnPropertyDescriptor(record, key)?.get === "function";

describe("records of a lazily read manifest", () => {
  it("leaves the schemas unread but a Date-taking tool's input schema (the premise of the tests below)", async () => {
    const { lazy } = await bothRegistries();
    expect(unread(lazy.get("dated"), "schema")).toBe(false);
    expect(unread(lazy.get("dated"), "outputSchema")).toBe(true);
    expect(unread(lazy.get("plain"), "schema")).toBe(true);
  });

  it("are frozen, with the keys, values and calls of records of the file parsed whole", async () => {
    const { lazy, eager } = await bothRegistries();
    for (const name of eager.names()) {
      const [one, other] = [lazy.get(name), eager.get(name)];
      expect(Object.isFrozen(one)).toBe(true);
      expect(Object.keys(one)).toEqual(Object.keys(other));
      expect(JSON.stringify(one)).toBe(JSON.stringify(other));
      expect(Object.isFrozen(one.schema) && Object.isFrozen(one.outputSchema)).toBe(true);
    }
    expect(await lazy.get("dated").handler({ n: 1, when: "2026-12-07T16:00:00Z" }, {} as never)).toBe(true);
    expect(lazy.validate("dated", { n: 1, when: "yesterday" })).toEqual(eager.validate("dated", { n: 1, when: "yesterday" }));
    expect(lazy.toolsFor("anyone").map((record) => record.name)).toEqual(eager.toolsFor("anyone").map((record) => record.name));
  });

  it("give providers' tool definitions the same schemas", async () => {
    const { lazy, eager } = await bothRegistries();
    const definitions = (registry: ToolRegistry) =>
      registry.toolsFor("anyone").map((record) => ({ name: record.name, description: record.description, inputSchema: record.schema, outputSchema: record.outputSchema }));
    expect(toAnthropicTools(definitions(lazy))).toEqual(toAnthropicTools(definitions(eager)));
    expect(toOpenAITools(definitions(lazy))).toEqual(toOpenAITools(definitions(eager)));
    expect(toOpenAITools(definitions(lazy), { strict: true })).toEqual(toOpenAITools(definitions(eager), { strict: true }));
  });

  it("are replaced by a user's registration, and a user's tool replaced by one re-registered from a record", async () => {
    const { lazy } = await bothRegistries();
    const record = lazy.get("plain");
    lazy.register("plain", { type: "object" }, () => "mine", { override: true });
    expect(lazy.get("plain").schema).toEqual({ type: "object" });
    lazy.register("plain", record.schema, record.handler, { outputSchema: record.outputSchema, override: true });
    expect(lazy.get("plain").schema).toBe(record.schema);
    expect(lazy.names()).toEqual(["dated", "plain", "scalar"]);
    // A tool the user registered first is not replaced by loadManifest, which refuses and adds nothing.
    const registry = new ToolRegistry();
    registry.register("scalar", { type: "object" }, () => "mine");
    await expect(bothRegistries({ registry: () => registry })).rejects.toThrow(/already registered/);
    expect(registry.names()).toEqual(["scalar"]);
  });

  it("refuse a validator generated for another schema, as records of the file parsed whole do", async () => {
    const errors: ValidatorLoadError[] = [];
    const registry = () => new ToolRegistry({ onValidatorLoadError: (error) => errors.push(error) });
    const { lazy, eager } = await bothRegistries({ registry, checkedSchema: JSON.stringify({ type: "object" }) });
    await expect(lazy.loadValidators()).rejects.toThrow(ValidatorLoadError);
    await expect(eager.loadValidators()).rejects.toThrow(ValidatorLoadError);
    // Checked by the interpreter against the manifest's schema.
    expect(lazy.validate("plain", { n: "1" })).toEqual(eager.validate("plain", { n: "1" }));
    expect(lazy.validate("plain", { n: "1" }).ok).toBe(false);
  });

  it("come from a manifest of no tools, or one that begins with a byte-order mark, as from the file parsed whole", async () => {
    for (const text of [renderManifest([], HASH), `\ufeff${TEXT}`]) {
      const manifest: ToolManifest = await read(text);
      expect(manifest).toEqual(JSON.parse(text.replace(/^\ufeff/, "")));
      expect(Object.isFrozen(manifest) && Object.isFrozen(manifest.tools)).toBe(true);
      const registry = loadManifest(manifest, { handlers: manifest.tools.length === 0 ? {} : handlers, validators: manifest.tools.length === 0 ? {} : validators() });
      expect(registry.names()).toEqual(manifest.tools.map((tool) => tool.name));
    }
  });
});
