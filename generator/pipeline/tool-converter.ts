import type { SchemaConverter } from "../convert/index.js";
import type ts from "../typescript.cjs";

/** What the pipeline needs from the type converter; a `SchemaConverter` per project run. */
export type ToolConverter = Pick<SchemaConverter, "signature" | "type">;

/**
 * The run's converter, made when first needed. A conversion that threw (a failure of gen-tools
 * itself, GT9001) may have left it holding half of a named type's definition, which later tools
 * would reference: it is then discarded, and the next tool gets a fresh one.
 */
export class ConverterSlot {
  #converter: ToolConverter | undefined;

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly create: (checker: ts.TypeChecker) => ToolConverter,
  ) {}

  get(): ToolConverter {
    return (this.#converter ??= this.create(this.checker));
  }

  discard(): void {
    this.#converter = undefined;
  }
}
