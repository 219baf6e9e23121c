import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile, type Validator } from "../../src/validator/index.js";
import { describeSkips, loadSuite, SUITE_DIR, type SuiteGroup } from "../validator/official-suite.js";
import { importSchemaValidators } from "./load-module.js";

const suite = loadSuite();

/** A JSON Schema document may be `true` or `false`; a tool's schema is an object, so wrap those. */
function asObject(schema: SuiteGroup["schema"]): JsonSchemaObject {
  return typeof schema === "boolean" ? { allOf: [schema] } : schema;
}

if (suite === undefined) {
  describe("official JSON Schema test suite (ahead-of-time validators)", () => {
    it.skip(`skipped: the suite is absent (expected at ${SUITE_DIR})`, () => {});
  });
} else {
  const validators: Record<string, Validator> = {};
  let passed = 0;
  let total = 0;
  beforeAll(async () => {
    for (const assertFormats of [false, true]) {
      const groups = suite.inScope.filter((g) => g.assertFormats === assertFormats);
      const tools = groups.map((g) => ({ name: `${g.file}#${suite.inScope.indexOf(g)}`, schema: asObject(g.schema) }));
      Object.assign(validators, await importSchemaValidators(tools, { assertFormats }));
    }
  });

  describe("official JSON Schema test suite, draft 2020-12 (ahead-of-time validators)", () => {
    suite.inScope.forEach((group, index) => {
      it(`${group.file}: ${group.description}`, () => {
        const aot = validators[`${group.file}#${index}`] as Validator;
        const interpreter = compile(asObject(group.schema), { assertFormats: group.assertFormats });
        const wrong: string[] = [];
        for (const test of group.tests) {
          total++;
          const result = aot(test.data);
          if (result.ok === test.valid) passed++;
          else wrong.push(`${test.description}: expected ${test.valid ? "valid" : "invalid"}, got ${JSON.stringify(result)}`);
          // Not only the verdict: the very same errors as the interpreter's.
          expect(result, test.description).toStrictEqual(interpreter(test.data));
        }
        expect(wrong).toEqual([]);
      });
    });
  });
  afterAll(() => {
    console.log(
      `JSON Schema test suite (ahead-of-time validators): ${suite.files.length} files, ${suite.inScope.length} groups in scope, ` +
        `${passed}/${total} tests passed; ${describeSkips(suite.skipped)}`,
    );
  });
}
