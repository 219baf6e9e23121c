import { beforeAll, describe, expect, it } from "vitest";
import { locatedCheck, type LocatedCheck } from "./helpers/located-check.js";
import { registered } from "./helpers/register-tool-source.js";

// Whether a oneOf's branch meets no other is asked of each pair of branches up to 128 of them; past
// that (a generated union of thousands, where the pairs took most of a run), only through a key
// each branch fixes to a value of its own. Both ways must give the same diagnostics.

/** A oneOf of `count` branches, each with its own kind, whose x is a number in branch `odd` and a string elsewhere; the first `unrequired` branches do not require kind. */
function kinds(count: number, odd: number, unrequired = 0): string {
  const branch = (i: number): string =>
    `{ properties: { kind: { const: "k${i}" }, x: { type: "${i === odd ? "number" : "string"}" } }, required: [${i < unrequired ? "" : '"kind"'}] }`;
  return `{ type: "object", properties: { value: { description: "A value.", type: "object", oneOf: [${Array.from({ length: count }, (_, i) => branch(i)).join(", ")}] } }, required: ["value"] }`;
}

const HANDLER = "{ value: { kind: string; x?: string } }";

const tools = [
  'import { registerTool } from "gen-tools";',
  registered("paired", kinds(100, 50), HANDLER),
  registered("by_key", kinds(200, 150), HANDLER),
  registered("paired_overlapping", kinds(100, 50, 2), HANDLER),
  registered("by_key_overlapping", kinds(200, 150, 2), HANDLER),
].join("\n");

let check: LocatedCheck;

beforeAll(async () => {
  check = await locatedCheck(tools);
});

describe("the registerTool check on a oneOf of many branches, each fixed by its own kind", () => {
  it("compares each branch that meets no other, by pairs (100 branches) and by the kind (200)", () => {
    expect(check.about("paired")).toEqual([
      `${check.at("paired", '"k50" }, x: { type: ', '"number"')} - error GT3004: tool 'paired': property 'value.x' is number in the schema but string in the handler's type`,
    ]);
    expect(check.about("by_key")).toEqual([
      `${check.at("by_key", '"k150" }, x: { type: ', '"number"')} - error GT3004: tool 'by_key': property 'value.x' is number in the schema but string in the handler's type`,
    ]);
  });

  it("stays silent where branches that leave kind out may meet the others, either way", () => {
    expect(check.about("paired_overlapping")).toEqual([]);
    expect(check.about("by_key_overlapping")).toEqual([]);
  });
});
