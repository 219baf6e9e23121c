import { afterAll, describe, expect, it } from "vitest";
import { compile } from "../../src/validator/index.js";
import { describeSkips, loadSuite, SUITE_DIR } from "./official-suite.js";

const suite = loadSuite();

if (suite === undefined) {
  describe("official JSON Schema test suite (interpreter)", () => {
    it.skip(`skipped: the suite is absent (expected at ${SUITE_DIR})`, () => {});
  });
} else {
  let passed = 0;
  let total = 0;
  describe("official JSON Schema test suite, draft 2020-12 (interpreter)", () => {
    for (const group of suite.inScope) {
      it(`${group.file}: ${group.description}`, () => {
        const validator = compile(group.schema, { assertFormats: group.assertFormats });
        const wrong: string[] = [];
        for (const test of group.tests) {
          total++;
          const result = validator(test.data);
          if (result.ok === test.valid) passed++;
          else wrong.push(`${test.description}: expected ${test.valid ? "valid" : "invalid"}, got ${JSON.stringify(result)}`);
          if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        }
        expect(wrong).toEqual([]);
      });
    }
  });
  afterAll(() => {
    console.log(
      `JSON Schema test suite (interpreter): ${suite.files.length} files, ${suite.inScope.length} groups in scope, ` +
        `${passed}/${total} tests passed; ${describeSkips(suite.skipped)}`,
    );
  });
}
