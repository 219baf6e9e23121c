import { expect, it } from "vitest";
import { makeProject } from "../convert/harness.js";

// `| undefined` written beside an alias (a parameter with a default, an optional property under
// exactOptionalPropertyTypes' habit) leaves the alias's JSDoc keywords in force, as `?:` alone does.
it("a documented alias written with | undefined keeps its JSDoc keywords", () => {
  const p = makeProject({
    "a.ts": `import type { MinLength } from "./gen-tools/src/tags.js";
/** @minimum 1 */
type Days = number;
/** @pattern ^[a-z]+$ */
type Slug = string & { __brand: "Slug" };
export interface Box { /** Ahead. */ ahead?: Days | undefined; /** Slug. */ slug?: (Slug & MinLength<2>) | undefined }
/** Tool. */
export function f(/** Days. */ days: Days | undefined = undefined, /** Box. */ box: Box, /** Slug. */ slug: Slug & MinLength<2> | undefined = undefined) {}
`,
  });
  expect(p.problems("f")).toEqual([]);
  const { properties, $defs } = p.tool("f").inputSchema;
  const slug = { type: "string", pattern: "^[a-z]+$", minLength: 2 };
  expect(properties).toMatchObject({ days: { type: "number", minimum: 1 }, slug });
  expect($defs?.Box).toMatchObject({ properties: { ahead: { type: "number", minimum: 1 }, slug } });
});
