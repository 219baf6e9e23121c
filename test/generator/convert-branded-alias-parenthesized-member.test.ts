import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

it("a documented alias in parentheses among an intersection's members keeps its JSDoc keywords", () => {
  const p = makeProject({
    "a.ts": `import type { MinLength } from "./gen-tools/src/tags.js";
/** @pattern ^[a-z]+$ */
type Slug = string & { __brand: "Slug" };
/** Tool. */
export function f(/** Slug. */ slug: (Slug) & MinLength<2>, /** Slugs. */ slugs: ((Slug) & MinLength<2>)[]) {}
`,
  });
  expect(p.problems("f")).toEqual([]);
  const slug = { type: "string", pattern: "^[a-z]+$", minLength: 2 };
  expect(p.tool("f").inputSchema.properties).toEqual({
    slug: { ...slug, description: "Slug." },
    slugs: { type: "array", items: slug, description: "Slugs." },
  });
});
