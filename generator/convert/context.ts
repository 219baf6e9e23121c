import { positionOf } from "../source-location.js";
import type ts from "../typescript.cjs";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import type { Diagnostic } from "../diagnostics.js";
import { applyKeywords } from "../annotate/apply.js";
import { CONVERT_CODES, type ConvertCodeName } from "./codes.js";
import type { Definition, Definitions } from "./definitions.js";
import { erasedAliasKeywords } from "./erased-aliases.js";
import type { Site } from "./site.js";
import { namingAdvice } from "./types/recursion-advice.js";

/** One type family: `supports` picks it, `convert` builds its schema (recursing through `ctx`). */
export interface TypeConverter {
  /**
   * Flags of which a type has one wherever `supports` says yes: the chain asks only such types (most
   * converters know few kinds of type, and each conversion would otherwise ask ten of them). Absent: every type.
   */
  readonly flags?: ts.TypeFlags;
  supports(type: ts.Type, ctx: ConvertContext): boolean;
  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject;
}

/** What every conversion of a project shares: the checker, the options, the chain, the cache. */
export interface ConvertEnvironment {
  readonly checker: ts.TypeChecker;
  readonly projectRoot: string;
  readonly closedObjects: boolean;
  readonly chain: readonly TypeConverter[];
  /** Each converter's `flags` by its place in `chain`, all of them where it has none. */
  readonly chainFlags: readonly number[];
  /** The converter that turns named types into `$ref`s; skipped for a definition's own body. */
  readonly named: TypeConverter;
  readonly fallback: TypeConverter;
  readonly definitions: Definitions;
  /** The type parameters of the tools' own signatures, which stand for their constraints. */
  readonly signatureTypeParameters: WeakSet<ts.Type>;
}

/**
 * The state of one conversion root: a tool's parameters, its return type, or one named type's
 * body. Each root has its own diagnostics and its own list of the definitions it references, so a
 * cached definition carries exactly what it found, whichever tool reached it first.
 */
export class ConvertContext {
  readonly diagnostics: Diagnostic[] = [];
  /** Definitions referenced directly from this root, in first-use order. */
  readonly refs: Definition[] = [];
  /** Where this root first referenced each of `refs`: what a package's problem is reported at (see package-sites.ts). */
  readonly refSites = new Map<Definition, Site>();
  /** Whether a `Date` was converted (its schema marked): only then are the marks looked for. */
  dates = false;
  /** Whether this conversion of arguments met what a result's JSON writes otherwise (see `writesAsJson`). */
  differsInOutput = false;
  /** Anonymous object types being converted, to catch recursion that has no name to `$ref`. */
  private readonly open = new Set<ts.Type>();

  /** `output`: the conversion is of a tool's result, which the model reads as JSON wrote it. */
  constructor(
    readonly env: ConvertEnvironment,
    readonly output = false,
  ) {}

  get checker(): ts.TypeChecker {
    return this.env.checker;
  }

  convert(type: ts.Type, site: Site): JsonSchemaObject {
    return this.run(type, site, false);
  }

  /** The structure of a named type, not a `$ref` to it: the body of its `$defs` entry. */
  convertBody(type: ts.Type, site: Site): JsonSchemaObject {
    return this.run(type, site, true);
  }

  /** Whether an anonymous object type is being converted: met again, it recurs. */
  isOpen(type: ts.Type): boolean {
    return this.open.has(type);
  }

  /** Guards an anonymous object type against converting itself forever. */
  enter<T>(type: ts.Type, site: Site, convert: () => T, recursive: () => T): T {
    if (this.open.has(type)) {
      this.report("GT1011", site, namingAdvice(type, this.env.projectRoot));
      return recursive();
    }
    this.open.add(type);
    try {
      return convert();
    } finally {
      this.open.delete(type);
    }
  }

  /**
   * Whether a value is schemed as JSON writes it (a result) rather than as a model sends it (an
   * argument), asked where the two differ: an `undefined` array element, which JSON writes as
   * `null`, or a class's `private` field, which JSON writes and no model should send. Asking it of
   * arguments marks them as differing, so that a named type gets a result schema of its own only
   * where it needs one (see `Definitions.differsInOutput`).
   */
  writesAsJson(): boolean {
    if (!this.output) this.differsInOutput = true;
    return this.output;
  }

  reference(definition: Definition, site: Site): JsonSchemaObject {
    if (!this.refSites.has(definition)) {
      this.refs.push(definition);
      this.refSites.set(definition, site);
    }
    return { $ref: definition.ref };
  }

  /** Reports `code` at `site`, its subject first; returns it, for what a converter adds (GT1015's imports). */
  report(code: ConvertCodeName, site: Site, ...args: string[]): Diagnostic {
    const diagnostic = this.diagnosticAt(code, site.node, ...args);
    const reported = { ...diagnostic, message: `${site.subject} ${diagnostic.message}` };
    this.diagnostics.push(reported);
    return reported;
  }

  /** The diagnostic `code` at `node`, its message's `{0}`, `{1}`… filled in from `args` (with no subject before it, as `report` puts). */
  diagnosticAt(code: ConvertCodeName, node: ts.Node, ...args: string[]): Diagnostic {
    const { severity, message } = CONVERT_CODES[code];
    return { code, severity, message: message.replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? ""), ...this.locate(node) };
  }

  /** `file` relative to the project root with forward slashes, 1-based line and column. */
  locate(node: ts.Node): Pick<Diagnostic, "file" | "line" | "column"> {
    return positionOf(this.env.projectRoot, node);
  }

  typeText(type: ts.Type): string {
    return this.checker.typeToString(type);
  }

  private run(type: ts.Type, site: Site, body: boolean): JsonSchemaObject {
    const schema = this.converted(type, site, body);
    // `type Days = number` leaves no trace in the type: its comment is read off the name written here.
    const fromAliases = erasedAliasKeywords(type, site, this.checker);
    return fromAliases.length === 0 ? schema : applyKeywords(schema, fromAliases, this);
  }

  private converted(type: ts.Type, site: Site, body: boolean): JsonSchemaObject {
    const { chain, chainFlags } = this.env;
    for (let i = 0; i < chain.length; i++) {
      const converter = chain[i]!;
      if ((type.flags & chainFlags[i]!) === 0 || (body && converter === this.env.named)) continue;
      if (converter.supports(type, this)) return converter.convert(type, site, this);
    }
    return this.env.fallback.convert(type, site, this);
  }
}

