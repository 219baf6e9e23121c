import { expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { validate } from "../../src/validator/index.js";
import { makeProject } from "../convert/harness.js";

it("a template literal's ${number} refuses a million zeros and a letter without trying each split of the zeros", () => {
  const p = makeProject({ "a.ts": "/** Tool. */\nexport function f(/** Amount. */ amount: `${number}`) {}\n" });
  const schema = (p.tool("f").inputSchema.properties as Record<string, JsonSchemaObject>).amount as JsonSchemaObject;
  const nearMiss = `${"0".repeat(1_000_000)}x`;
  const start = performance.now();
  expect(validate(schema, nearMiss).ok).toBe(false);
  // Linear in the zeros, this takes milliseconds; trying 308 splits at each took seconds.
  expect(performance.now() - start).toBeLessThan(1000);
  expect(validate(schema, `${"0".repeat(1_000_000)}1.5`).ok).toBe(true);
});
