import type { SchemaProblem } from "./types.js";

/** Thrown by `compile` and `validate` for a schema that cannot be used; `problems` says why. */
export class SchemaError extends Error {
  override readonly name = "SchemaError";
  readonly problems: readonly SchemaProblem[];

  constructor(problems: readonly SchemaProblem[]) {
    const shown = problems.slice(0, 5).map((p) => `${p.schemaPath === "" ? "(root)" : p.schemaPath}: ${p.message}`);
    const more = problems.length > 5 ? `; and ${problems.length - 5} more` : "";
    super(`invalid schema: ${shown.join("; ")}${more}`);
    this.problems = problems;
  }
}
