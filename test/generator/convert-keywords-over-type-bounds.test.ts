import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

const USER_ID = String.raw`^user_[-+]?(?:(?:0*(?:[1-9]\d{0,307}|0)(?:\.\d*)?|\.\d+)(?:[eE](?:-\d+|\+?0+))?|(?:0*\d(?:\.\d*)?|\.\d+)[eE]\+?0*(?:[12]?\d{1,2}|30[0-7]))$`;

describe("a JSDoc or tag keyword the type sets itself", () => {
  it("never loosens it: a template literal keeps its pattern beside @pattern's, a tuple the stricter of its lengths", () => {
    const p = makeProject({
      "a.ts": `import type { Pattern } from "./gen-tools/src/tags.js";
/** @pattern ^user_1 */
type UserId = \`user_\${number}\`;
interface Query {
  /** Id. @pattern ^user_ */
  id: \`user_\${number}\`;
  /** Tagged. */
  tagged: \`user_\${number}\` & Pattern<"^user_9">;
  /** Written over its alias's. @pattern ^user_2 */
  other: UserId;
  /** Pair. @maxItems 5 */
  pair: [string, number];
  /** At least. @minItems 1 */
  atLeast: [string, number];
}
/** Tool. */
export function f(/** Query. */ query: Query) {}
`,
    });
    const { inputSchema } = p.tool("f");
    expect(p.problems("f")).toEqual([]);
    expect((inputSchema.$defs?.Query as JsonSchemaObject).properties).toEqual({
      id: { type: "string", pattern: USER_ID, allOf: [{ pattern: "^user_" }], description: "Id." },
      tagged: { type: "string", pattern: USER_ID, allOf: [{ pattern: "^user_9" }], description: "Tagged." },
      other: { type: "string", pattern: USER_ID, allOf: [{ pattern: "^user_2" }], description: "Written over its alias's." },
      pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2, description: "Pair." },
      atLeast: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2, description: "At least." },
    });
    const base = { id: "user_1", tagged: "user_9", other: "user_2", pair: ["a", 1], atLeast: ["a", 1] };
    expectMeaning(inputSchema, {
      valid: [{ query: base }],
      invalid: [
        { query: { ...base, id: "user_abc" } },
        { query: { ...base, tagged: "user_9x" } },
        { query: { ...base, other: "user_1" } },
        { query: { ...base, pair: ["a", 1, "b"] } },
        { query: { ...base, atLeast: ["a"] } },
      ],
    });
  });
});
