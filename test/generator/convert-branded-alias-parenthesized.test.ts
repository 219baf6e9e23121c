import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

it("a documented alias intersected with a tag keeps its JSDoc keywords inside parentheses, as an array's item", () => {
  const p = makeProject({
    "a.ts": `import type { MinLength } from "./gen-tools/src/tags.js";
/** @pattern ^[a-z]+$ */
type Slug = string & { __brand: "Slug" };
/** Tool. */
export function f(/** Slugs. */ slugs: (Slug & MinLength<2>)[], /** One. */ one: (Slug & MinLength<2>)) {}
`,
  });
  expect(p.problems("f")).toEqual([]);
  const slug = { type: "string", pattern: "^[a-z]+$", minLength: 2 };
  expect(p.tool("f").inputSchema.properties).toEqual({
    slugs: { type: "array", items: slug, description: "Slugs." },
    one: { ...slug, description: "One." },
  });
});
