import { beforeAll, describe, expect, it } from "vitest";
import { checkDiagnostics } from "./helpers/check-diagnostics.js";
import { registerToolSource } from "./helpers/register-tool-source.js";

/** A registerTool tool whose handler takes `{ count: number }`, with this schema's `properties` and `$defs`. */
const countTool = (name: string, properties: string, defs = "{}"): string =>
  registerToolSource(name, "Counts.", `{ type: "object", properties: ${properties}, required: ["count"], $defs: ${defs} }`, "{ count: number }");

const tools = [
  'import { registerTool } from "gen-tools";',
  countTool("by_anchor", '{ count: { $ref: "#count", description: "The count." } }', '{ Count: { $anchor: "count", type: "string" } }'),
  countTool("by_id", '{ count: { $ref: "count.json", description: "The count." } }', '{ Count: { $id: "count.json", type: "string" } }'),
  // Inside the resource `box.json`, `#/$defs/Count` is the resource's own Count, a string, not the root's number.
  countTool(
    "in_resource",
    '{ count: { $ref: "#/$defs/Box/properties/count", description: "The count." } }',
    '{ Count: { type: "number" }, Box: { $id: "box.json", properties: { count: { $ref: "#/$defs/Count" } }, $defs: { Count: { type: "string" } } } }',
  ),
  countTool("described_at_anchor", '{ count: { $ref: "#count" } }', '{ Count: { $anchor: "count", type: "number", description: "The count." } }'),
  countTool(
    "described_along_refs",
    '{ count: { $ref: "#count" } }',
    '{ Count: { $anchor: "count", $ref: "#/$defs/Number" }, Number: { type: "number", description: "The count." } }',
  ),
  countTool("remote", '{ count: { $ref: "https://example.com/count.json", description: "The count." } }'),
].join("\n");

let about: (tool: string) => string[];

beforeAll(async () => {
  about = await checkDiagnostics(tools);
});

describe("the registerTool check follows a $ref wherever the validator resolves it in the schema", () => {
  it("through an $anchor: a property of the wrong type is GT3004", () => {
    expect(about("by_anchor")).toEqual([`error GT3004: tool 'by_anchor': property 'count' is string in the schema but number in the handler's type`]);
  });

  it("through an $id of the same schema: a property of the wrong type is GT3004", () => {
    expect(about("by_id")).toEqual([`error GT3004: tool 'by_id': property 'count' is string in the schema but number in the handler's type`]);
  });

  it("inside an $id's resource, where a JSON Pointer runs from the resource", () => {
    expect(about("in_resource")).toEqual([`error GT3004: tool 'in_resource': property 'count' is string in the schema but number in the handler's type`]);
  });

  it("through an $anchor to a described definition: the argument is described (no GT1100)", () => {
    expect(about("described_at_anchor")).toEqual([]);
  });

  it("through a chain of $refs to a described definition: the argument is described (no GT1100)", () => {
    expect(about("described_along_refs")).toEqual([]);
  });

  it("and a $ref into another document, which it cannot follow, is the schema's own error (GT3005)", () => {
    expect(about("remote")).toEqual([
      `error GT3005: tool 'remote': input schema /properties/count/$ref: only references within the same schema are supported: 'https://example.com/count.json' names https://example.com/count.json`,
    ]);
  });
});
