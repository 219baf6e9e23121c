import { describe, expect, it } from "vitest";
import { jsonErrorOffset } from "../../src/registry/json-error-offset.js";

describe("jsonErrorOffset", () => {
  it.each([
    '{"version": 1, "tools": [{"a": [true, false, null, -1.5e3, "x\\u00e9\\n"]}]}',
    " [ ] ",
    '"just a string"',
    "0",
  ])("finds no error in valid JSON %s", (text) => {
    expect(() => JSON.parse(text)).not.toThrow();
    expect(jsonErrorOffset(text)).toBeUndefined();
  });

  it.each([
    ["", 0],
    ["{", 1],
    ['{"a": 1,}', 8],
    ['{"a" 1}', 5],
    ["[1,,2]", 3],
    ["[01]", 2],
    ['{"a": tru}', 6],
    ['"tab\there"', 0],
    ['{"a": "\\x"}', 6],
    ["{} {}", 3],
    ["<<<<<<< HEAD", 0],
  ])("places the error in %j at %i", (text, offset) => {
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(jsonErrorOffset(text)).toBe(offset);
  });
});
