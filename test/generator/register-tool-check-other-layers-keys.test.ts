import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

/** `box` defines `size` and `extra`, but its allOf branch names only `size` and refuses other keys: no argument has `extra`. */
const EXTRA_REFUSED = 'properties: { size: { type: "number" }, extra: { type: "string" } }, required: ["size"], allOf: [{ properties: { size: {} }, additionalProperties: false }]';

/** `box`'s `size` admits any value, but its allOf branch does not name it: its additionalProperties make it a number. */
const SIZE_BY_BRANCH = (type: string): string => `properties: { size: { description: "Any value." } }, required: ["size"], allOf: [{ additionalProperties: { type: "${type}" } }]`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("refused_extra", objectParameter("box", EXTRA_REFUSED), "{ box: { size: number } }"),
  registered("refused_required", objectParameter("box", EXTRA_REFUSED), "{ box: { size: number; extra: string } }"),
  registered("branch_narrows", objectParameter("box", SIZE_BY_BRANCH("number")), "{ box: { size: number } }"),
  registered("branch_mismatch", objectParameter("box", SIZE_BY_BRANCH("string")), "{ box: { size: number } }"),
  // The second anyOf branch requires a key that additionalProperties: false refuses: no argument meets it.
  registered(
    "unmet_branch",
    objectParameter("box", 'properties: { size: { type: "number" }, label: { type: "string" } }, additionalProperties: false, anyOf: [{ required: ["size"] }, { required: ["color"] }]'),
    "{ box: { size: number; label?: string } }",
  ),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check reads each layer of an object's additionalProperties for a key it does not name", () => {
  it("does not compare a property that a layer's additionalProperties: false refuses, which no argument has", () => {
    expect(check.about("refused_extra")).toEqual([]);
  });

  it("reports a property the handler requires that no argument may have (GT3002 at the additionalProperties that refuses it)", () => {
    expect(check.about("refused_required")).toEqual([
      `${check.at("refused_required", "size: {} }, additionalProperties: ", "false")} - error GT3002: tool 'refused_required': the handler requires property 'box.extra', but no value there meets the schema`,
    ]);
  });

  it("compares a property with the additionalProperties of a layer that does not name it, which its values meet", () => {
    expect(check.about("branch_narrows")).toEqual([]);
    expect(check.about("branch_mismatch")).toEqual([
      `${check.at("branch_mismatch", "additionalProperties: { type: ", '"string"')} - error GT3004: tool 'branch_mismatch': property 'box.size' is string in the schema but number in the handler's type`,
    ]);
  });

  it("leaves out an anyOf branch that requires a key a layer refuses: no argument meets it", () => {
    expect(check.about("unmet_branch")).toEqual([]);
  });
});
