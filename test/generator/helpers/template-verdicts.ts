import { expect } from "vitest";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { validate } from "../../../src/validator/index.js";
import { makeProject } from "../../convert/harness.js";

/** Whether TypeScript and a parameter's schema each take a string. */
export interface Verdict {
  /** The string, shortened where long. */
  value: string;
  tsc: boolean;
  schema: boolean;
}

/**
 * The verdicts on each string of `samples` for a parameter of template literal type `type`
 * (`` `id_${number}` ``): the checker's, asked of a `const` of that type, and the runtime
 * validator's, of the schema the converter writes for the parameter.
 */
export function templateVerdicts(type: string, samples: readonly string[]): Verdict[] {
  const p = makeProject({
    "a.ts": `/** Tool. */\nexport function f(/** Text. */ text: ${type}) {}\n`,
    "samples.ts": samples.map((text, i) => `export const s${i}: ${type} = ${JSON.stringify(text)};`).join("\n"),
  });
  const sampleFile = p.program.getSourceFile("/project/samples.ts");
  const refusedLines = new Set(
    p.program.getSemanticDiagnostics(sampleFile).map((d) => sampleFile?.getLineAndCharacterOfPosition(d.start ?? 0).line),
  );
  const { inputSchema } = p.tool("f");
  expect(p.problems("f")).toEqual([]);
  const schema = (inputSchema.properties as Record<string, JsonSchemaObject>).text as JsonSchemaObject;
  return samples.map((text, i) => ({
    value: text.length > 40 ? `${text.slice(0, 12)}… (${text.length} characters)` : text,
    tsc: !refusedLines.has(i),
    schema: validate(schema, text).ok,
  }));
}
