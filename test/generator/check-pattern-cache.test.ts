import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inFreshProcess } from "./helpers/fresh-process.js";

const MODULE = JSON.stringify(join(import.meta.dirname, "../../generator/check/object-keys.ts"));

describe("the registerTool check's compiled patterns", () => {
  it("are kept while the schema object that holds them is, and freed with it, so a long --watch session does not gather every pattern it saw", () => {
    // In a fresh process with gc exposed: a pattern of a schema nothing holds any more (an earlier
    // run's) is collected; one of a schema still held is compiled once.
    const out = inFreshProcess(
      [
        `import { unicodeRegex } from ${MODULE};`,
        'const kept = { "^x-": {} };',
        'const compiledOnce = unicodeRegex("^x-", kept) === unicodeRegex("^x-", kept);',
        'const earlier = (() => new WeakRef(unicodeRegex("^y-", { "^y-": {} })))();',
        // A WeakRef keeps its target alive until the job that made it ends.
        "setTimeout(() => { gc(); console.log(JSON.stringify({ compiledOnce, freed: earlier.deref() === undefined })); }, 0);",
      ],
      {},
      ["--expose-gc"],
    );
    expect(JSON.parse(out)).toEqual({ compiledOnce: true, freed: true });
  });
});
