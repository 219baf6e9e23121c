import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

describe("a string mapping of the tool's own type parameter limited to literals", () => {
  it("maps its constraint, as the checker does: Uppercase<K> for K extends \"dark\" | \"beta\" is DARK or BETA; a class's type parameter stays refused", () => {
    const p = makeProject({
      "a.ts": `/** Tool. */
export function get<K extends "dark" | "beta">(/** Flag. */ flag: \`\${Uppercase<K>}\`, /** Key. */ key: \`key_\${Capitalize<K>}\`) {}
export class Store<K extends "dark" | "beta"> {
  /** Tool. */
  get(/** Flag. */ flag: Uppercase<K>) {}
}
`,
    });
    const { inputSchema } = p.tool("get");
    expect(p.problems("get")).toEqual([]);
    expect(inputSchema.properties).toEqual({
      flag: { type: "string", pattern: "^(?:DARK|BETA)$", description: "Flag." },
      key: { type: "string", pattern: "^key_(?:Dark|Beta)$", description: "Key." },
    });
    expectMeaning(inputSchema, {
      valid: [{ flag: "DARK", key: "key_Beta" }],
      invalid: [{ flag: "dark", key: "key_Beta" }, { flag: "OTHER", key: "key_Beta" }, { flag: "BETA", key: "key_beta" }],
    });
    expect(p.problems("Store.get")).toEqual([
      "a.ts:5:20 - error GT1014: parameter 'flag' has a template literal placeholder of type 'Uppercase<K>', which has no pattern",
    ]);
  });
});
