import type ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import { namedTypeOf, type NamedType } from "./names.js";

/**
 * A named type's `$defs` entry, converted once per project and shared by every tool that uses it.
 * Its schema refers to other definitions through placeholder `$ref`s (`ref`), which `assemble`
 * turns into `#/$defs/<name>` per tool, once it knows which names that tool's schema holds.
 */
export interface Definition {
  /** Placeholder `$ref` value, unique in the project. */
  readonly ref: string;
  /** The name before clashes are resolved: `Address`, `Box_string`. */
  readonly name: string;
  /** The declaring file, relative to the project root: qualifies the name on a clash. */
  readonly file: string;
  /** Offset of the declaration in its file, then its type text: order among same-file clashes. */
  readonly position: number;
  readonly typeText: string;
  schema: JsonSchemaObject;
  /** Definitions the schema references directly. */
  refs: readonly Definition[];
  /** What converting the body found, reported with every tool that uses the definition. */
  diagnostics: readonly Diagnostic[];
  /** Whether the body converted a `Date` (not counting the definitions it references). */
  dates: boolean;
}

export const PLACEHOLDER_REF = "\u0000gen-tools-def:";

export class Definitions {
  private readonly byType = new Map<ts.Type, Definition>();
  private readonly names = new Map<ts.Type, NamedType | null>();
  private count = 0;

  constructor(private readonly checker: ts.TypeChecker) {}

  /** The name a type gets in `$defs`, or undefined when it is inlined. Cached per type. */
  namedType(type: ts.Type): NamedType | undefined {
    let named = this.names.get(type);
    if (named === undefined) {
      named = namedTypeOf(type, this.checker) ?? null;
      this.names.set(type, named);
    }
    return named ?? undefined;
  }

  get(type: ts.Type): Definition | undefined {
    return this.byType.get(type);
  }

  /** Registers a definition before its body is converted, so recursive references find it. */
  create(type: ts.Type, name: string, file: string, position: number): Definition {
    const definition: Definition = {
      ref: `${PLACEHOLDER_REF}${this.count++}`,
      name,
      file,
      position,
      typeText: this.checker.typeToString(type),
      schema: {},
      refs: [],
      diagnostics: [],
      dates: false,
    };
    this.byType.set(type, definition);
    return definition;
  }
}
