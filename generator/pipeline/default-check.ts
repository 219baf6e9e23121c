import type { JsonSchemaObject } from "../../src/json-schema.js";
import { compile } from "../../src/validator/compile.js";
import type { ValidationResult, Validator } from "../../src/validator/types.js";
import { SchemaError } from "../../src/validator/schema-error.js";
import { forEachSchema } from "../../src/validator/schema-structure.js";
import type { Diagnostic } from "../diagnostics.js";
import { pointerLabel } from "../json-pointer.js";
import { diagnosticAtPosition } from "../source-location.js";
import type { BuiltTool } from "./build-entries.js";
import { schemaText } from "./schema-text.js";

/** A `default` or an example its own schema refuses: where, which, and the validator's first complaint about it. */
interface DefaultProblem {
  schemaPath: string;
  what: "default" | "example";
  value: unknown;
  message: string;
}

/**
 * Problems by schema text, held by one run: tools with the same input schema share them (as
 * `InspectionsByText` shares inspections).
 */
export type DefaultProblemsByText = Map<string, DefaultProblem[]>;

/**
 * GT3006: a `default` or one of the `examples` in a tool's input schema that the schema around it
 * refuses. The model reads the default as what the tool assumes when the argument is left out, and
 * an example as a value to send; one that is no valid value (`@param {number} [limit="ten"]`,
 * `/** @minimum 1 *\/ limit = 0`, `@example five`) tells it something the tool would never accept.
 * A warning: the tool still works.
 */
export function defaultDiagnostics(built: readonly BuiltTool[], byText: DefaultProblemsByText): Diagnostic[] {
  return built.flatMap(({ tool, entry }) => {
    const text = schemaText(entry.inputSchema);
    let problems = byText.get(text);
    if (problems === undefined) byText.set(text, (problems = defaultProblems(entry.inputSchema)));
    return problems.map((problem) =>
      diagnosticAtPosition(
        tool.at,
        "GT3006",
        "warning",
        `tool '${entry.name}': input schema ${pointerLabel(problem.schemaPath)}: ${problem.what} ${JSON.stringify(problem.value)} is not a value the schema accepts (${problem.message})`,
      ),
    );
  });
}

/** Every subschema's `default` and `examples` checked against that subschema, with the root's `$defs` to resolve its references. */
function defaultProblems(root: JsonSchemaObject): DefaultProblem[] {
  const problems: DefaultProblem[] = [];
  forEachSchema(root, "", (schema, pointer) => {
    const values: { what: DefaultProblem["what"]; value: unknown }[] = [
      ...(Object.hasOwn(schema, "default") ? [{ what: "default" as const, value: schema.default }] : []),
      ...(Array.isArray(schema.examples) ? schema.examples.map((value) => ({ what: "example" as const, value })) : []),
    ];
    const validate = values.length === 0 ? undefined : standaloneValidator(root, schema);
    for (const { what, value } of values) {
      const message = validate === undefined ? undefined : firstError(validate(value));
      if (message !== undefined) problems.push({ schemaPath: pointer, what, value, message });
    }
  });
  return problems;
}

/**
 * The subschema's validator on its own, given the root's `$defs`; undefined when it cannot be
 * judged on its own (a reference to somewhere other than the root's `$defs`, which `compile` refuses
 * there). Its own `default` and `examples` are annotations: they do not change what it accepts.
 */
function standaloneValidator(root: JsonSchemaObject, schema: JsonSchemaObject): Validator | undefined {
  try {
    return compile(root.$defs === undefined || schema.$defs !== undefined ? schema : { ...schema, $defs: root.$defs });
  } catch (error) {
    if (error instanceof SchemaError) return undefined;
    throw error;
  }
}

/** A failed result's first error (`/0: must be string, got integer`); undefined for a pass. */
function firstError(result: ValidationResult): string | undefined {
  if (result.ok) return undefined;
  const [first] = result.errors;
  return first === undefined ? undefined : `${first.path === "" ? "" : `${first.path}: `}${first.message}`;
}
