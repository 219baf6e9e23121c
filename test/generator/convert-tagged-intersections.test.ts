import { describe, expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

describe("an intersection with a tag beside several object types", () => {
  it("reports a member JSON cannot carry once, as itself, where a function passed for an object and a Map gave an error per method", () => {
    const p = makeProject({
      "a.ts": `import type { Description } from "./gen-tools/src/tags.js";
interface Named { name: string }
/** Tool. */
export function f(/** Call. */ call: (() => void) & Named & Description<"A callback.">, /** Map. */ map: Map<string, number> & Named & Description<"A map.">) {}
`,
    });
    expect(p.problems("f")).toEqual([
      "a.ts:4:32 - error GT1001: parameter 'call' has a function type, which JSON cannot carry",
      "a.ts:4:101 - error GT1005: parameter 'map' is a 'Map', which JSON cannot carry (use a Record or an array)",
    ]);
  });
});
