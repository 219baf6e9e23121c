import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

it("a documented alias of a branded or plain string keeps its JSDoc keywords intersected with a tag", () => {
  const p = makeProject({
    "a.ts": `import type { MinLength } from "./gen-tools/src/tags.js";
/** @pattern ^[a-z]+$ */
type Slug = string & { __brand: "Slug" };
/** @pattern ^[a-z]+$ */
type Plain = string;
/** Tool. */
export function f(/** Branded. */ branded: Slug & MinLength<2>, /** Plain. */ plain: Plain & MinLength<2>) {}
`,
  });
  expect(p.problems("f")).toEqual([]);
  const slug = { type: "string", pattern: "^[a-z]+$", minLength: 2 };
  expect(p.tool("f").inputSchema.properties).toEqual({ branded: { ...slug, description: "Branded." }, plain: { ...slug, description: "Plain." } });
});
