import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { InvalidSchemaError, loadManifest, ToolRegistry } from "../../src/registry/index.js";
import { compile } from "../../src/validator/index.js";
import { manifestWith } from "./helpers/one-tool-manifest.js";

// Every provider refuses a tool whose input schema's root is not `type: "object"` (OpenAI, Anthropic,
// the MCP SDK's client), failing each request of an agent that offers it: the registry refuses it.

const UNION: JsonSchemaObject = {
  anyOf: [
    { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
    { type: "object", properties: { email: { type: "string" } }, required: ["email"] },
  ],
};
const HASH = "ab".repeat(32);
const handlers = { get: () => null };
const EXPECTED = `tool "weather.get": inputSchema is not usable:\n  /type: must be "object": a tool takes its arguments as one JSON object (got undefined)`;

/** The message of the InvalidSchemaError `register` throws; any other outcome fails the test. */
function refusal(register: () => unknown): string {
  try {
    register();
  } catch (error) {
    if (error instanceof InvalidSchemaError) return error.message;
    throw error;
  }
  throw new Error("the schema was accepted");
}

describe("an input schema whose root is not type object", () => {
  it("is refused by register, naming the tool and what to write", () => {
    expect(refusal(() => new ToolRegistry().register("weather.get", UNION, () => null))).toBe(EXPECTED);
  });

  it("is refused the same way from a hand-edited manifest", () => {
    expect(refusal(() => loadManifest(manifestWith(UNION, HASH), { handlers }))).toBe(EXPECTED);
  });

  it("is refused even beside the validator gen-tools wrote with the manifest, whose schema check is skipped", () => {
    const validators = { "weather.get": { validatorsHash: HASH, load: async () => compile(UNION) } };
    expect(refusal(() => loadManifest(manifestWith(UNION, HASH), { handlers, validators }))).toBe(EXPECTED);
  });
});
