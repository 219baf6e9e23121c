import { describe, expect, it } from "vitest";
import { makeProject } from "./harness.js";

// A problem inside an installed package's declarations is reported at the line of the user's
// code that reaches the package's type, which the user can change; the package's line stays in
// the message. The package's definition is converted once: each tool gets its own site.
describe("problems in a package's declarations", () => {
  const p = makeProject({
    "node_modules/acme/index.d.ts": [
      "export interface Options { name: string; onDone: () => void }",
      "export interface Wrapper { inner: Options }",
      "",
    ].join("\n"),
    "a.ts": [
      'import type { Options, Wrapper } from "acme";',
      "export interface Order { id: string; opts: Options }",
      "export function run(options: Options) {}",
      "export function wrap(flag: boolean, w: Wrapper) {}",
      "export function order(o: Order) {}",
      "export function picked(o: Pick<Options, 'name' | 'onDone'>) {}",
      "",
    ].join("\n"),
  });
  const errors = (tool: string): string[] => p.problems(tool).filter((problem) => problem.includes(" error "));
  const onDone = "acme/index.d.ts:1:42, where property 'Options.onDone' has a function type, which JSON cannot carry";

  it("points at the parameter or property of the user's code that reaches the package's type", () => {
    expect(errors("run")).toEqual([`a.ts:3:21 - error GT1001: parameter 'options' reaches ${onDone}`]);
    expect(errors("wrap")).toEqual([`a.ts:4:37 - error GT1001: parameter 'w' reaches ${onDone}`]);
    expect(errors("order")).toEqual([`a.ts:2:38 - error GT1001: property 'Order.opts' reaches ${onDone}`]);
  });

  it("points a package type's property that the user's type copies at the user's parameter", () => {
    expect(errors("picked")).toEqual(["a.ts:6:24 - error GT1001: property 'o.onDone' has a function type, which JSON cannot carry"]);
  });
});
