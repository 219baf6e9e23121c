import { describe, expect, it } from "vitest";
import { compile, loadManifest, ToolRegistry, validate } from "../../src/index.js";

// The option types say `| undefined` (for exactOptionalPropertyTypes): an option given as
// `undefined` must do what leaving it out does.
const SCHEMA = { type: "object", properties: { at: { type: "string", format: "date-time" } }, additionalProperties: false } as const;
const ARGS = { at: "not a date", extra: 1 };

describe("options given as undefined", () => {
  it("register takes each RegisterOptions key set to undefined as unset", () => {
    const given = new ToolRegistry().register("t", SCHEMA, () => 1, {
      description: undefined,
      outputSchema: undefined,
      idempotent: undefined,
      timeoutMs: undefined,
      allowedAgents: undefined,
      override: undefined,
      validator: undefined,
      dates: undefined,
      owner: undefined,
      source: undefined,
    });
    const left = new ToolRegistry().register("t", SCHEMA, () => 1);
    expect(Object.keys(given)).toEqual(Object.keys(left));
    expect({ ...given, handler: null, validate: null }).toEqual({ ...left, handler: null, validate: null });
    expect(given.validate(ARGS)).toEqual(left.validate(ARGS));
  });

  it("the registry, compile and validate take unset validation options as the defaults", () => {
    const given = new ToolRegistry({ validation: { assertFormats: undefined, maxErrors: undefined }, onValidatorLoadError: undefined });
    given.register("t", SCHEMA, () => 1);
    const left = new ToolRegistry();
    left.register("t", SCHEMA, () => 1);
    expect(given.validate("t", ARGS)).toEqual(left.validate("t", ARGS));
    expect(compile(SCHEMA, { assertFormats: undefined, maxErrors: undefined })(ARGS)).toEqual(compile(SCHEMA)(ARGS));
    expect(validate(SCHEMA, ARGS, { assertFormats: undefined })).toEqual(validate(SCHEMA, ARGS));
  });

  it("loadManifest takes unset options as left out: a new registry, no bindings", () => {
    const registry = loadManifest({ version: 1, tools: [] }, { agents: undefined, handlers: undefined, validators: undefined, registry: undefined });
    expect(registry).toBeInstanceOf(ToolRegistry);
    expect(registry.names()).toEqual([]);
  });
});
