import { describe, expect, it } from "vitest";
import { pointerFragment } from "../../src/validator/json-pointer.js";
import { RefResolver } from "../../src/validator/resolve-ref.js";

describe("pointerFragment", () => {
  it("names the location a $ref resolves to, whatever the names on the way hold", () => {
    const root = { $defs: { "a/b": { properties: { "~x y%": { prefixItems: [{}, { type: "string" }] } } } } };
    const pointer = "/$defs/a~1b/properties/~0x y%/prefixItems/1";
    expect(pointerFragment(pointer)).toBe("/%24defs/a~1b/properties/~0x%20y%25/prefixItems/1");
    const resolved = new RefResolver(root).resolve(`#${pointerFragment(pointer)}`);
    expect(resolved).toMatchObject({ found: true, pointer, target: { type: "string" } });
  });

  it("is empty for the root", () => {
    expect(pointerFragment("")).toBe("");
  });
});
