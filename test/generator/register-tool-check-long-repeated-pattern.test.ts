import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { objectParameter, registered } from "./helpers/register-tool-source.js";

// A key made up for a pattern (see pattern-key.ts) writes out each quantified element of its literal
// start as often as the quantifier requires. An unanchored pattern that the key then fails is tried
// from each of its characters, so a failing test costs the square of the key's length: the key made
// for a group of 4,000 characters repeated 64 times, 256,000 characters, took the check 30 s.

const LONG_GROUP = `(?:${"a".repeat(4000)}){64}\\\\d`;

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("long_group", objectParameter("tags", `patternProperties: { "${LONG_GROUP}": { type: "number" } }, additionalProperties: false`), "{ tags: Record<string, string> }"),
  registered("short_group", objectParameter("tags", `patternProperties: { "^(?:ab){3}c": { type: "number" } }, additionalProperties: false`), "{ tags: Record<string, string> }"),
].join("\n");

let check: LocatedCheck;
let seconds: number;

beforeAll(async () => {
  const started = performance.now();
  check = await locatedCheck(tools);
  seconds = (performance.now() - started) / 1000;
}, 600_000);

describe("the registerTool check on a pattern whose literal start repeats a long group", () => {
  it("makes up no key of hundreds of thousands of characters: the check takes seconds, not half a minute", () => {
    expect(seconds).toBeLessThan(15);
    expect(check.about("long_group")).toEqual([]);
  });

  it("still compares a pattern whose repeated group makes a short key", () => {
    expect(check.about("short_group")).toEqual([
      `${check.at("short_group", '"^(?:ab){3}c": { type: ', '"number"')} - error GT3004: tool 'short_group': property 'tags./^(?:ab){3}c/' is number in the schema but string in the handler's type`,
    ]);
  });
});
