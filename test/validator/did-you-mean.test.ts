import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { nearestName } from "../../src/validator/edit-distance.js";
import { compile, type Validator } from "../../src/validator/index.js";
import { importSchemaValidators } from "../aot/load-module.js";

/** The messages of `value`'s errors, from the interpreter and from an ahead-of-time module, which must agree. */
async function messages(schema: JsonSchemaObject, value: unknown): Promise<string[]> {
  const { t } = await importSchemaValidators([{ name: "t", schema }]);
  const [interpreted, generated] = [compile(schema)(value), (t as Validator)(value)];
  expect(generated).toEqual(interpreted);
  return interpreted.ok ? [] : interpreted.errors.map((e) => e.message);
}

function closed(names: readonly string[], extra: Partial<JsonSchemaObject> = {}): JsonSchemaObject {
  return { type: "object", properties: Object.fromEntries(names.map((n) => [n, {}])), additionalProperties: false, ...extra };
}

describe("an extra property's error offers the allowed name it is nearest", () => {
  it("names the property the model likely meant", async () => {
    expect(await messages(closed(["city", "days"]), { city: "Oslo", dayz: 3, "x/y": 1 })).toEqual([
      "property 'dayz' is not allowed (did you mean 'days'?); allowed: 'city', 'days'",
      "property 'x/y' is not allowed; allowed: 'city', 'days'",
    ]);
  });

  it("offers none further than 40% of the name's length in edits", async () => {
    expect(await messages(closed(["kind", "limit"]), { side: 1 })).toEqual(["property 'side' is not allowed; allowed: 'kind', 'limit'"]);
  });

  it("finds it among many names (past the 20 listed) and beside patterns", async () => {
    const names = [...Array.from({ length: 22 }, (_, i) => `p${i}`), "timezone"];
    const schema = closed(names, { patternProperties: { "^x_": {} } });
    expect(await messages(schema, { timezon: "UTC" })).toEqual([
      `property 'timezon' is not allowed (did you mean 'timezone'?); allowed: ${names.slice(0, 20).map((n) => `'${n}'`).join(", ")}, ... (3 more), and names matching /^x_/`,
    ]);
  });
});

describe("nearestName", () => {
  it("takes the nearest, the first listed of those equally near", () => {
    expect(nearestName("unti", ["units", "unit"])).toBe("unit");
    expect(nearestName("colour", ["color", "colours"])).toBe("color");
    expect(nearestName("colour", ["colours", "color"])).toBe("colours");
  });

  it("offers nothing to a short name", () => {
    expect(nearestName("ab", ["a", "abc", "ba"])).toBeUndefined();
  });

  it("offers no name whose length alone puts it too far, however alike the rest", () => {
    expect(nearestName("a".repeat(1_000), ["a".repeat(599), "a".repeat(600)])).toBe("a".repeat(600));
    expect(nearestName("a".repeat(1_000), ["a".repeat(599), "b"])).toBeUndefined();
  });
});
