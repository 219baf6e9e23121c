import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";
import { expectMeaning } from "../convert/meaning.js";

describe("a template literal of the tool's own type parameters", () => {
  it("stands for their constraints, as the parameters do elsewhere; a class's type parameter stays GT1006", () => {
    const p = makeProject({
      "a.ts": `interface Flags { dark: boolean; beta: boolean }
/** Tool. */
export function f<K extends keyof Flags, S extends string>(/** Flag. */ flag: \`flag_\${K}\`, /** Shout. */ shout: Uppercase<S>) {}
export class Store<K extends string> {
  /** Tool. */
  get(/** Key. */ key: \`key_\${K}\`) {}
}
`,
    });
    const { inputSchema } = p.tool("f");
    expect(p.problems("f")).toEqual([]);
    expect(inputSchema.properties).toEqual({
      flag: { type: "string", pattern: "^flag_(?:dark|beta)$", description: "Flag." },
      shout: { type: "string", pattern: "^[^a-z]*$", description: "Shout." },
    });
    expectMeaning(inputSchema, {
      valid: [{ flag: "flag_dark", shout: "LOUD" }],
      invalid: [{ flag: "flag_other", shout: "LOUD" }, { flag: "flag_beta", shout: "quiet" }],
    });
    expect(p.problems("Store.get")).toEqual([
      "a.ts:6:19 - error GT1006: parameter 'key' has the unresolved type 'K'; a tool's schema needs concrete types",
    ]);
  });
});
