import type { JsonSchema } from "../../src/json-schema.js";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/validator/index.js";

describe("string keywords", () => {
  it("counts lengths in code points, not UTF-16 units", () => {
    const poo = "\u{1F4A9}"; // one code point, two UTF-16 units
    expect(validate({ maxLength: 1 }, poo).ok).toBe(true);
    expect(validate({ minLength: 2 }, poo).ok).toBe(false);
    expect(validate({ minLength: 2, maxLength: 2 }, poo + poo).ok).toBe(true);
    expect(validate({ maxLength: 3 }, "naïve").ok).toBe(false);
  });

  it("reports length errors with the limit", () => {
    expect(validate({ minLength: 3 }, "ab")).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "minLength", message: "must have at least 3 characters", schemaPath: "/minLength", expected: 3, params: { limit: 3 } }],
    });
    const one = validate({ maxLength: 1 }, "ab");
    expect(!one.ok && one.errors[0]?.message).toBe("must have at most 1 character");
  });

  // Defined behaviour: a lone surrogate is one code point, as for `[...s]` and a u-flag RegExp; such
  // strings (which JSON.parse produces from "\ud800") are neither rejected nor repaired.
  it("treats a lone surrogate as one code point", () => {
    const lone = JSON.parse('"a\\ud800b"') as string;
    expect(validate({ minLength: 3, maxLength: 3 }, lone).ok).toBe(true);
    expect(validate({ pattern: "^a.b$" }, lone).ok).toBe(true);
    expect(validate({ maxLength: 1 }, "\udc00\ud800").ok).toBe(false);
    expect(validate({ minLength: 2, maxLength: 2 }, "\udc00\ud800").ok).toBe(true);
  });

  it("matches pattern unanchored, with the u flag", () => {
    expect(validate({ pattern: "b" }, "abc").ok).toBe(true);
    expect(validate({ pattern: "^b" }, "abc").ok).toBe(false);
    expect(validate({ pattern: "^.$" }, "\u{1F4A9}").ok).toBe(true); // u flag: . is a code point
    expect(validate({ pattern: "^\\p{Lu}+$" }, "ÉCOLE").ok).toBe(true);
    expect(validate({ pattern: "^[a-z]+$" }, "ABC")).toEqual({
      ok: false,
      errors: [{ path: "", keyword: "pattern", message: "must match pattern ^[a-z]+$", schemaPath: "/pattern", expected: "^[a-z]+$", params: { pattern: "^[a-z]+$" } }],
    });
  });

  it("keeps a global-looking pattern stateless between calls", () => {
    const schema: JsonSchema = { pattern: "a" };
    for (let i = 0; i < 3; i++) expect(validate(schema, "a").ok).toBe(true);
  });

  it("ignores non-strings", () => {
    expect(validate({ minLength: 5, pattern: "^x$", format: "email" }, 12, { assertFormats: true }).ok).toBe(true);
  });
});
