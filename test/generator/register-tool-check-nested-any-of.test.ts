import { describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registered } from "./helpers/register-tool-source.js";

/**
 * `parameters` whose one argument is `level0`: each level an `anyOf` (or `oneOf`) of two branches
 * that both lead to the next level, `depth` levels deep, the last an object with `x`: 2^depth ways
 * through to it. `beside`, if given, is the schema of `name`, a property beside the first level's union.
 */
function nested(depth: number, x: string, keyword = "anyOf", beside?: string): string {
  const defs = Array.from({ length: depth }, (_, i) => {
    const next = i + 1 < depth ? `{ $ref: "#/$defs/level${i + 1}" }` : `{ type: "object", properties: { x: ${x} }, required: ["x"] }`;
    const own = i === 0 && beside !== undefined ? `properties: { name: ${beside} }, ` : "";
    return `level${i}: { type: "object", ${own}${keyword}: [{ title: "left", allOf: [${next}] }, { title: "right", allOf: [${next}] }] }`;
  });
  return `{ type: "object", properties: { value: { description: "A value.", $ref: "#/$defs/level0" } }, required: ["value"], $defs: { ${defs.join(", ")} } }`;
}

describe("the registerTool check on anyOfs nested in anyOfs", () => {
  it("compares the ways through nested anyOfs up to its budget: a mismatch at the bottom is found", async () => {
    const about = await checkDiagnostics(
      ['import { registerTool } from "gen-tools";', registered("deep", nested(12, '{ type: "number" }'), "{ value: { x: string } }")].join("\n"),
    );
    // Found through the left and the right branch of the last level: the same message at two places.
    expect([...new Set(about("deep"))]).toEqual([expect.stringMatching(/^error GT3004: tool 'deep': .*x.* is number in the schema but string in the handler's type/)]);
  });

  // Each level's types and whether its union narrows a key are worked out once, not once per way
  // there: 2^30 ways would not end. The suite's time is the guard, as a timing would be flaky.
  it("checks 30 levels of anyOfs or oneOfs whose branches share the next level", async () => {
    const about = await checkDiagnostics(
      [
        'import { registerTool } from "gen-tools";',
        registered("deep_any_of", nested(30, '{ type: "string" }', "anyOf", '{ type: "number" }'), "{ value: { name?: string; x: string } }"),
        registered("deep_one_of", nested(30, '{ type: "string" }', "oneOf", '{ type: "number" }'), "{ value: { name?: string; x: string } }"),
      ].join("\n"),
    );
    for (const tool of ["deep_any_of", "deep_one_of"]) {
      expect(about(tool)).toEqual([`error GT3004: tool '${tool}': property 'value.name' is number in the schema but string in the handler's type`]);
    }
  });
});
