/**
 * `$ref`, `$dynamicRef`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`: subschemas
 * applied to the value itself.
 */
import type { JsonSchema, JsonSchemaObject } from "../../json-schema.js";
import { ANY_OF_MESSAGE, closestMessage, discriminatorMessage, ifMessage, missingDiscriminatorMessage, NOT_MESSAGE, ONE_OF_NONE_MESSAGE, oneOfManyMessage, unionTypeMessage, variantMessage } from "../messages.js";
import { hasJsonProperty, isPlainObject, kindOf } from "../json-kind.js";
import { escapeToken } from "../json-pointer.js";
import type { Check, ErrorSink, SchemaNode } from "../schema-node.js";
import type { ValidityMemo } from "../validity-memo.js";
import { own, type BuildContext } from "./build-context.js";
import { admittedTypes, branchShapes, closestBranch, type BranchShape } from "./closest-branch.js";
import { candidateBranches, findDiscriminator, selectBranch, type Discriminator } from "./discriminator.js";

/**
 * What every applicator shares: it applies subschemas to the value in place, through `memo` when the
 * tree builder sets one (see `memoizeRecursiveBranches`).
 */
abstract class InPlaceCheck {
  memo: ValidityMemo | undefined = undefined;

  constructor(readonly schemaPath: string) {}

  /** `node.valid(value, depth)`, through the memo when there is one. */
  accepts(node: SchemaNode, value: unknown, depth: number): boolean {
    return this.memo === undefined ? node.valid(value, depth) : this.memo.valid(node, value, depth);
  }

  /**
   * Collects `node`'s errors for the value. Without a memo an object or array goes straight to
   * `collect` (which reports nothing for a valid one): a fast check first would walk its subtree
   * once more here and again at every `$ref` below. With one, the memoized check comes first, so
   * that branching recursion does not multiply.
   */
  protected collectIn(node: SchemaNode, value: unknown, depth: number, path: string, sink: ErrorSink): void {
    if ((this.memo === undefined && typeof value === "object" && value !== null) || !this.accepts(node, value, depth)) {
      node.collect(value, depth, path, sink);
    }
  }
}

export class RefCheck extends InPlaceCheck implements Check<unknown> {
  readonly kind = "$ref";

  constructor(schemaPath: string, readonly target: SchemaNode) {
    super(schemaPath);
  }

  valid(value: unknown, depth: number): boolean {
    return this.accepts(this.target, value, depth);
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    this.collectIn(this.target, value, depth, path, sink);
  }
}

export class AllOfCheck extends InPlaceCheck implements Check<unknown> {
  readonly kind = "allOf";

  constructor(schemaPath: string, readonly nodes: readonly SchemaNode[]) {
    super(schemaPath);
  }

  valid(value: unknown, depth: number): boolean {
    for (let i = 0; i < this.nodes.length; i++) if (!this.accepts(this.nodes[i] as SchemaNode, value, depth)) return false;
    return true;
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    for (let i = 0; i < this.nodes.length && !sink.full; i++) this.collectIn(this.nodes[i] as SchemaNode, value, depth, path, sink);
  }
}

/**
 * `anyOf` and `oneOf` report one error at the value, not every branch's: most would be noise. That
 * error names one branch, whose own errors follow: for a discriminated union the branch the value's
 * constant selected, for another (or a value without the discriminating property) the one it came
 * closest to (`closestBranch`), if any admits its type.
 */
abstract class UnionCheck extends InPlaceCheck implements Check<unknown> {
  abstract readonly kind: "anyOf" | "oneOf";

  constructor(
    schemaPath: string,
    readonly nodes: readonly SchemaNode[],
    readonly discriminator: Discriminator | undefined,
    /** The branches' shapes, for a value that selects no branch by a discriminator. */
    readonly shapes: readonly BranchShape[],
  ) {
    super(schemaPath);
    this.admitted = admittedTypes(shapes);
    this.requiresTag = discriminator !== undefined && shapes.every((shape) => shape.required.includes(discriminator.property));
  }

  /** The JSON types the branches take (see `admittedTypes`), named to a value of none of them. */
  readonly admitted: readonly string[] | undefined;

  /**
   * Whether every branch requires the discriminating property: then an object without it is told
   * the values it takes, as one with an unknown value there is, rather than the closest branch's
   * errors, which name one value only.
   */
  readonly requiresTag: boolean;

  abstract valid(value: unknown, depth: number): boolean;
  abstract collect(value: unknown, depth: number, path: string, sink: ErrorSink): void;

  /** The error for a value that matches no branch, and then the selected branch's errors. */
  protected collectNoMatch(value: unknown, depth: number, path: string, sink: ErrorSink, message: string): void {
    const d = this.discriminator;
    if (d === undefined || !isPlainObject(value)) {
      this.#collectClosest(value, depth, path, sink, message);
      return;
    }
    if (!Object.hasOwn(value, d.property)) {
      // Without its property, a value selects no branch (the property may be optional in some).
      if (!this.requiresTag) this.#collectClosest(value, depth, path, sink, message);
      else this.#addDiscriminatorError(path, sink, missingDiscriminatorMessage(d.property, d.values), d);
      return;
    }
    const branch = selectBranch(d, value);
    if (branch === -1) {
      this.#addDiscriminatorError(path, sink, discriminatorMessage(d.property, d.values), d);
      return;
    }
    sink.add({
      path,
      keyword: this.kind,
      message: variantMessage(this.kind, d.property, d.values[branch]),
      schemaPath: this.schemaPath,
      params: { discriminator: d.property, branch },
    });
    (this.nodes[branch] as SchemaNode).collect(value, depth, path, sink);
  }

  /** The error of a value that selects no branch by `d`, with the values that do. */
  #addDiscriminatorError(path: string, sink: ErrorSink, message: string, d: Discriminator): void {
    sink.add({ path, keyword: this.kind, message, schemaPath: this.schemaPath, params: { discriminator: d.property, allowedValues: d.values } });
  }

  /** The union's error naming the branch the value came closest to, then that branch's errors; or, for a value of a type no branch takes, the types they do. */
  #collectClosest(value: unknown, depth: number, path: string, sink: ErrorSink, message: string): void {
    const actual = kindOf(value);
    const closest = closestBranch(actual, value, this.shapes);
    if (closest !== -1) {
      sink.add({ path, keyword: this.kind, message: closestMessage(message, this.kind, closest, this.admitted), schemaPath: this.schemaPath, params: { closest } });
      (this.nodes[closest] as SchemaNode).collect(value, depth, path, sink);
      return;
    }
    const types = this.admitted;
    if (types === undefined) sink.add({ path, keyword: this.kind, message, schemaPath: this.schemaPath });
    else sink.add({ path, keyword: this.kind, message: unionTypeMessage(message, types, actual), schemaPath: this.schemaPath, expected: types.length === 1 ? types[0] : types, actual });
  }
}

export class AnyOfCheck extends UnionCheck {
  readonly kind = "anyOf";

  valid(value: unknown, depth: number): boolean {
    const candidates = candidateBranches(this.discriminator, value);
    if (candidates !== undefined) {
      for (const i of candidates) if (this.accepts(this.nodes[i] as SchemaNode, value, depth)) return true;
      return false;
    }
    for (let i = 0; i < this.nodes.length; i++) if (this.accepts(this.nodes[i] as SchemaNode, value, depth)) return true;
    return false;
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    if (!this.valid(value, depth)) this.collectNoMatch(value, depth, path, sink, ANY_OF_MESSAGE);
  }
}

export class OneOfCheck extends UnionCheck {
  readonly kind = "oneOf";

  valid(value: unknown, depth: number): boolean {
    const candidates = candidateBranches(this.discriminator, value);
    let passing = 0;
    if (candidates !== undefined) {
      for (const i of candidates) if (this.accepts(this.nodes[i] as SchemaNode, value, depth) && ++passing > 1) return false;
    } else {
      for (let i = 0; i < this.nodes.length; i++) if (this.accepts(this.nodes[i] as SchemaNode, value, depth) && ++passing > 1) return false;
    }
    return passing === 1;
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    const passing: number[] = [];
    for (let i = 0; i < this.nodes.length; i++) if (this.accepts(this.nodes[i] as SchemaNode, value, depth)) passing.push(i);
    if (passing.length === 1) return;
    if (passing.length === 0) {
      this.collectNoMatch(value, depth, path, sink, ONE_OF_NONE_MESSAGE);
      return;
    }
    sink.add({ path, keyword: "oneOf", message: oneOfManyMessage(passing), schemaPath: this.schemaPath, params: { passingSchemas: passing } });
  }
}

export class NotCheck extends InPlaceCheck implements Check<unknown> {
  readonly kind = "not";

  constructor(schemaPath: string, readonly node: SchemaNode) {
    super(schemaPath);
  }

  valid(value: unknown, depth: number): boolean {
    return !this.accepts(this.node, value, depth);
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    if (this.accepts(this.node, value, depth)) sink.add({ path, keyword: "not", message: NOT_MESSAGE, schemaPath: this.schemaPath });
  }
}

/**
 * `if`, with `then` and `else`: the value gets the errors of the branch its match of `if` selects
 * (none when that branch is absent), then, when there were some, an `if` error that names the
 * branch (`params.failingKeyword`, as Ajv has it) and says why it applies.
 */
export class IfCheck extends InPlaceCheck implements Check<unknown> {
  readonly kind = "if";

  constructor(
    schemaPath: string,
    readonly condition: SchemaNode,
    readonly then: SchemaNode | undefined,
    readonly otherwise: SchemaNode | undefined,
  ) {
    super(schemaPath);
  }

  valid(value: unknown, depth: number): boolean {
    const branch = this.accepts(this.condition, value, depth) ? this.then : this.otherwise;
    return branch === undefined || this.accepts(branch, value, depth);
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    const failingKeyword = this.accepts(this.condition, value, depth) ? "then" : "else";
    const branch = failingKeyword === "then" ? this.then : this.otherwise;
    if (branch === undefined) return;
    const before = sink.errors.length;
    this.collectIn(branch, value, depth, path, sink);
    if (sink.errors.length > before) {
      sink.add({ path, keyword: "if", message: ifMessage(failingKeyword), schemaPath: this.schemaPath, params: { failingKeyword } });
    }
  }
}

export interface DependentSchema {
  /** The property whose presence applies `node` to the whole object. */
  readonly property: string;
  readonly node: SchemaNode;
}

/** `dependentSchemas`: for an object that has a listed property, that property's schema, applied to the object. */
export class DependentSchemasCheck extends InPlaceCheck implements Check<unknown> {
  readonly kind = "dependentSchemas";

  constructor(schemaPath: string, readonly entries: readonly DependentSchema[]) {
    super(schemaPath);
  }

  valid(value: unknown, depth: number): boolean {
    if (!isPlainObject(value)) return true;
    for (const { property, node } of this.entries) if (hasJsonProperty(value, property) && !this.accepts(node, value, depth)) return false;
    return true;
  }

  collect(value: unknown, depth: number, path: string, sink: ErrorSink): void {
    if (!isPlainObject(value)) return;
    for (const { property, node } of this.entries) {
      if (sink.full) return;
      if (hasJsonProperty(value, property)) this.collectIn(node, value, depth, path, sink);
    }
  }
}

export type ApplicatorCheck = RefCheck | AllOfCheck | AnyOfCheck | OneOfCheck | NotCheck | IfCheck | DependentSchemasCheck;

export function applicatorChecks(schema: JsonSchemaObject, at: string, ctx: BuildContext): ApplicatorCheck[] {
  const checks: ApplicatorCheck[] = [];
  const ref = own(schema, "$ref") as string | undefined;
  if (ref !== undefined) checks.push(new RefCheck(`${at}/$ref`, ctx.ref(ref, at)));
  // Applied as a `$ref` is: the builder has chosen its target for the node's dynamic scope.
  const dynamicRef = own(schema, "$dynamicRef") as string | undefined;
  if (dynamicRef !== undefined) checks.push(new RefCheck(`${at}/$dynamicRef`, ctx.dynamicRef(dynamicRef, at)));
  const nodes = (keyword: string) => ((own(schema, keyword) ?? []) as JsonSchema[]).map((s, i) => ctx.node(s, `${at}/${keyword}/${i}`));
  const allOf = nodes("allOf");
  if (allOf.length > 0) checks.push(new AllOfCheck(`${at}/allOf`, allOf));
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const branches = nodes(keyword);
    if (branches.length === 0) continue;
    const schemas = schema[keyword] as JsonSchema[];
    const discriminator = findDiscriminator(schemas, `${at}/${keyword}`, ctx);
    const shapes = branchShapes(schemas, `${at}/${keyword}`, ctx);
    checks.push(keyword === "anyOf" ? new AnyOfCheck(`${at}/anyOf`, branches, discriminator, shapes) : new OneOfCheck(`${at}/oneOf`, branches, discriminator, shapes));
  }
  const not = own(schema, "not") as JsonSchema | undefined;
  if (not !== undefined) checks.push(new NotCheck(`${at}/not`, ctx.node(not, `${at}/not`)));
  // Without `if`, `then` and `else` say nothing.
  const condition = own(schema, "if") as JsonSchema | undefined;
  if (condition !== undefined) {
    const branch = (keyword: "then" | "else") => {
      const subschema = own(schema, keyword) as JsonSchema | undefined;
      return subschema === undefined ? undefined : ctx.node(subschema, `${at}/${keyword}`);
    };
    checks.push(new IfCheck(`${at}/if`, ctx.node(condition, `${at}/if`), branch("then"), branch("else")));
  }
  const dependent = (own(schema, "dependentSchemas") ?? {}) as Record<string, JsonSchema>;
  const entries = Object.keys(dependent).map((property) => ({
    property,
    node: ctx.node(dependent[property] as JsonSchema, `${at}/dependentSchemas/${escapeToken(property)}`),
  }));
  if (entries.length > 0) checks.push(new DependentSchemasCheck(`${at}/dependentSchemas`, entries));
  return checks;
}
