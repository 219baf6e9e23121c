import { describe, expect, it } from "vitest";
import { templateVerdicts } from "./helpers/template-verdicts.js";

describe("a template literal's ${bigint}", () => {
  it("takes no string TypeScript refuses, such as one with a leading zero, and takes decimal integers", () => {
    const verdicts = templateVerdicts("`v${bigint}`", ["v0", "v-0", "v42", "v-17", "v01", "v00", "v-007", "v+1", "v1_0", "v1.0", "v", "v-", "v0x1F"]);
    expect(verdicts.filter((v) => v.schema && !v.tsc)).toEqual([]);
    // Hex is a bigint literal too, which a caller of a JSON tool has no reason to send.
    expect(verdicts.filter((v) => v.tsc !== v.schema).map((v) => v.value)).toEqual(["v0x1F"]);
  });
});
