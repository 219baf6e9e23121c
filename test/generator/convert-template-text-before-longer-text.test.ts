import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { validate } from "../../src/validator/index.js";
import { makeProject } from "../convert/harness.js";
import { templateVerdicts } from "./helpers/template-verdicts.js";

// TypeScript splits a string at the first occurrence of the whole text after a ${string}, not of
// its first character: `${string} <${string}>` takes "John Smith <j@x.com>".
describe("a template literal's ${string} before a text of more than one character", () => {
  it.each([
    ["`${string} <${string}>`", ["John Smith <j@x.com>", "John <j@x.com>", "J  S <a>", " <a>", "a < <b>", "a <b <c>", "a<b <c>", "John Smith", "a <b>c"]],
    ["`${string}://${string}`", ["https://a.b/c", "a:b://c", "a:/b://c", "a//b://c", "a:://b", "://", "a:/", "http:/x"]],
    ["`${string}-v${number}`", ["my-app-v2", "app-v2", "a--v1", "a-v-v1", "a-vv-v2", "-v1", "a-v1.5", "a-v"]],
    ["`${string}, ${string}`", ["a,b, c", "Smith, Jr., John", ", ", "a,, b", "a , b"]],
    ["`${string}[]${string}`", ["a[]b", "a[b[]c", "a]b[]c", "[]", "a[[]b"]],
  ])("%s takes what TypeScript takes", (type, samples) => {
    expect(templateVerdicts(type, samples).filter((v) => v.schema !== v.tsc)).toEqual([]);
  });

  it("refuses a 100,000-character near miss in linear time", () => {
    const p = makeProject({ "a.ts": "/** Tool. */\nexport function f(/** Who. */ who: `${string} <${string}>`) {}\n" });
    const schema = (p.tool("f").inputSchema.properties as Record<string, JsonSchemaObject>).who as JsonSchemaObject;
    for (const nearMiss of [" a".repeat(50_000), " ".repeat(100_000), "a <".repeat(33_333)]) {
      const start = performance.now();
      expect(validate(schema, nearMiss).ok).toBe(false);
      expect(performance.now() - start).toBeLessThan(500);
    }
  });
});
