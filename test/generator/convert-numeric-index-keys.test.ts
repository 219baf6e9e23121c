import { expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { validate } from "../../src/validator/index.js";
import { makeProject } from "../convert/harness.js";

/** Names of an object's keys around the limits of a double: TypeScript reads a name as numeric where String(+name) gives it back. */
const KEYS = [
  "1", "-2.5", "0", "1e+21", "1.5e-7", "1e+307", "9.5e+307", "1e+308", "1.5e+308", "1.79e+308", "1.7976931348623157e+308", "1e-323", "5e-324", "NaN", "Infinity", "-Infinity",
  "1e+999", "1e+400", "1e+309", "2e+308", "1.8e+308", "1.7976931348623158e+308", "1.79769313486231571e+308", "1e-400", "1e-324", "4e-324", "1e-999", "01", "1.0", "1e21", "-0",
];

it("a number index signature's keys are the names TypeScript reads as numeric, none past a double's range", () => {
  const type = "{ [id: number]: string }";
  const p = makeProject({
    "a.ts": `/** Tool. */\nexport function f(/** Names. */ names: ${type}) {}\n`,
    "keys.ts": KEYS.map((key, i) => `export const k${i}: ${type} = { ${JSON.stringify(key)}: "a" };`).join("\n"),
  });
  const keysFile = p.program.getSourceFile("/project/keys.ts");
  const refusedLines = new Set(p.program.getSemanticDiagnostics(keysFile).map((d) => keysFile?.getLineAndCharacterOfPosition(d.start ?? 0).line));
  const schema = (p.tool("f").inputSchema.properties as Record<string, JsonSchemaObject>).names as JsonSchemaObject;
  const disagreements = KEYS.map((key, i) => ({ key, tsc: !refusedLines.has(i), schema: validate(schema, { [key]: "a" }).ok })).filter(
    (v) => v.tsc !== v.schema,
  );
  expect(disagreements).toEqual([]);
});
