import type ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import { namedTypeOf, type NamedType } from "./names.js";
import { sameMembers } from "./type-facts.js";
import type { Site } from "./site.js";

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
  /** Where the body first referenced each of `refs`. */
  refSites: ReadonlyMap<Definition, Site>;
  /** What converting the body found, reported with every tool that uses the definition. */
  diagnostics: readonly Diagnostic[];
  /** Whether the body converted a `Date` (not counting the definitions it references). */
  dates: boolean;
  /** Whether the body, converted as an argument, met what a result's JSON writes otherwise (see `ConvertContext.writesAsJson`). */
  differsInOutput: boolean;
}

export const PLACEHOLDER_REF = "\u0000gen-tools-def:";

/**
 * A named type's definitions: one for arguments, and one for results where its result schema
 * differs (a rare type, so a type used both ways is converted once as a rule).
 */
export class Definitions {
  private readonly byType = new Map<ts.Type, Definition>();
  private readonly outputs = new Map<ts.Type, Definition>();
  private readonly differs = new WeakMap<Definition, boolean>();
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

  /** `output`: the definition for results, which exists only where `differsInOutput`. */
  get(type: ts.Type, output = false): Definition | undefined {
    return (output ? this.outputs : this.byType).get(type);
  }

  /**
   * A type defined so far that is an intersection of the same members as `type`, one without an
   * alias: a generic alias's intersection made again without its name, which `aliasedTwin` cannot
   * tell from declarations. Searched only where such an intersection recurs, which is otherwise GT1011.
   */
  definedIntersection(type: ts.Type): ts.Type | undefined {
    if (!type.isIntersection() || type.aliasSymbol !== undefined) return undefined;
    for (const other of this.byType.keys()) if (other.isIntersection() && sameMembers(other, type)) return other;
    return undefined;
  }

  /**
   * Whether a result of the argument definition's type needs a definition of its own: the definition,
   * or one it reaches, differs. Asked only by result conversions, which never run inside an argument
   * definition's body: every definition reached is complete, so the answer holds for good.
   */
  differsInOutput(definition: Definition): boolean {
    let differs = this.differs.get(definition);
    if (differs === undefined) {
      differs = reachable([definition]).some((d) => d.differsInOutput);
      this.differs.set(definition, differs);
    }
    return differs;
  }

  /** Registers a definition before its body is converted, so recursive references find it. */
  create(type: ts.Type, name: string, file: string, position: number, output = false): Definition {
    const definition: Definition = {
      ref: `${PLACEHOLDER_REF}${this.count++}`,
      name,
      file,
      position,
      typeText: this.checker.typeToString(type),
      schema: {},
      refs: [],
      refSites: new Map(),
      diagnostics: [],
      dates: false,
      differsInOutput: false,
    };
    (output ? this.outputs : this.byType).set(type, definition);
    return definition;
  }
}

/** The definitions `refs` reference, transitively, themselves included. */
export function reachable(refs: readonly Definition[]): Definition[] {
  const seen = new Set<Definition>();
  const visit = (d: Definition): void => {
    if (seen.has(d)) return;
    seen.add(d);
    d.refs.forEach(visit);
  };
  refs.forEach(visit);
  return [...seen];
}
