import { describe, expect, it } from "vitest";
import { generateSchemaModule, generateValidatorIndex, schemaModuleName } from "../../generator/aot/index.js";
import type { DeferredValidator } from "../../src/validator/index.js";

const HASH = "c3".repeat(32);
const MODULE = schemaModuleName(generateSchemaModule({ name: "a", schema: { type: "object" } }).js);

/** The index's `validators`, imported from its text (no schema module is loaded). */
async function validatorsOf(names: string[], module: (index: number) => string): Promise<Record<string, DeferredValidator>> {
  const js = generateValidatorIndex(names.map((name, index) => ({ name, module: module(index), checked: true })), HASH);
  const imported = (await import(`data:text/javascript,${encodeURIComponent(js)}`)) as { validators: Record<string, DeferredValidator> };
  return imported.validators;
}

// `__proto__` is a valid tool name (lowercase letters and underscores): written as a plain key of
// the index's object literal, it set the object's prototype, and the tool lost its validator.
describe("the validators index of a tool named __proto__", () => {
  it.each([
    ["its own module", (index: number) => `${index}${MODULE.slice(1)}`],
    ["a module it shares", () => MODULE],
  ])("gives it its own deferred validator, with %s", async (_, module) => {
    const validators = await validatorsOf(["__proto__", "other"], module);
    expect(Object.getPrototypeOf(validators)).toBe(Object.prototype);
    expect(Object.keys(validators)).toEqual(["__proto__", "other"]);
    expect(Object.hasOwn(validators, "__proto__")).toBe(true);
    expect(validators["__proto__"]!.validatorsHash).toBe(HASH);
    expect(typeof validators["__proto__"]!.load).toBe("function");
  });
});
