import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

// contentMediaType, contentEncoding and contentSchema are annotations the validator never fails a
// value on: a string schema with them admits any string, as one with only a description does.

const unit = (name: string, keywords: string): string => registered(name, `{ type: "object", properties: { unit: { description: "The unit.", type: "string"${keywords} } }, required: ["unit"] }`, '{ unit: "c" | "f" }');

let check: LocatedCheck;

beforeAll(async () => {
  const tools = [unit("content_annotations", ', contentMediaType: "text/plain", contentEncoding: "base64"'), unit("pattern", ', pattern: "^[cf]$"')];
  check = await locatedCheck(['import { registerTool } from "gen-tools";', ...tools].join("\n"));
});

describe("the registerTool check on a string schema with content annotations, against a handler's literal set", () => {
  it("reports that the schema admits any string (GT3004 at its type)", () => {
    expect(check.about("content_annotations")).toEqual([
      `${check.at("content_annotations", "type: ", '"string"')} - error GT3004: tool 'content_annotations': property 'unit' is any string in the schema but "c" | "f" in the handler's type, which takes no other: list them in the schema's enum`,
    ]);
  });

  it("stays silent where a pattern may narrow the strings as the handler does", () => {
    expect(check.about("pattern")).toEqual([]);
  });
});
