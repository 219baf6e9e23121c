import { describe, expect, it } from "vitest";
import { renderManifest } from "../../generator/emit/manifest-json.js";
import { loadManifest, ValidatorLoadError } from "../../src/registry/index.js";
import { compile } from "../../src/validator/index.js";
import { manifestFiles } from "./helpers/manifest-files.js";
import { toolEntry } from "./helpers/tool-entry.js";

// A manifest edited by hand so that a tool's input schema, left unread by readManifest, nests deeper
// than JSON.stringify can write: its deferred validator, which gen-tools generated for the schema
// before the edit, cannot be compared with it, and the error says so.

const read = manifestFiles();
const HASH = "5e".repeat(32);
const LEVELS = 10_000;
/** An object schema nested LEVELS properties deep, written by hand: JSON.stringify cannot write it. */
const DEEP = `${'{"type":"object","properties":{"a":'.repeat(LEVELS)}{"type":"number"}${"}}".repeat(LEVELS)}`;
const PLACEHOLDER = '"deep schema"';
const TEXT = renderManifest([toolEntry("deep", { type: "object", properties: { a: "deep schema" as never } })], HASH).replace(PLACEHOLDER, DEEP);

describe("a deferred validator of an input schema too deep for JSON.stringify", () => {
  it("is refused saying the schema is too deeply nested to compare, naming the tool", async () => {
    const registry = loadManifest(await read(TEXT), {
      handlers: { deep: () => 1 },
      validators: { deep: { load: async () => Object.assign(compile({ type: "object" }), { checkedSchema: "{}" }), validatorsHash: HASH } },
    });
    const loading = registry.loadValidators();
    await expect(loading).rejects.toThrow(ValidatorLoadError);
    await expect(loading).rejects.toThrow(/^tool "deep": .*input schema is nested too deeply for JSON\.stringify .* cannot be compared/);
  });
});
