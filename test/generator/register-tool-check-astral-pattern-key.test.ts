import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// A key made up for a pattern (see pattern-key.ts) reads the pattern's literal start a code point at
// a time: an emoji is two UTF-16 units, and read one unit at a time, `😀?` made the `?` quantify the
// emoji's second half only, so the key began with a lone first half ("\ud83dxa"). That key matched
// no index signature of the handler's, so its value went uncompared.

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("emoji_optional", objectParameter("tags", `patternProperties: { "😀?x": { type: "number" } }`), "{ tags: Record<`x${string}`, string> }"),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
}, 600_000);

describe("the registerTool check on a pattern that starts with an optional emoji", () => {
  it("makes up a key without half of it, which the handler's index signature has: GT3004", () => {
    const diagnostics = check.about("emoji_optional");
    expect(diagnostics).toEqual([
      `${check.at("emoji_optional", '"😀?x": { type: ', '"number"')} - error GT3004: tool 'emoji_optional': property 'tags./😀?x/' is number in the schema but string in the handler's type`,
    ]);
    // No lone surrogate: a first half not followed by a second, or a second not after a first.
    expect(diagnostics.join("\n")).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});
