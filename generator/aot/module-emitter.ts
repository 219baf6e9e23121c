import type { AnyOfCheck, OneOfCheck } from "../../src/validator/keywords/applicators.js";
import type { SchemaNode } from "../../src/validator/schema-node.js";
import type { EmitContext } from "./emit/context.js";
import { errorObject, type ErrorArgs, type ErrorKind, type ErrorSite } from "./emit/error-objects.js";
import { unionFunctionBody } from "./emit/applicators.js";
import { decidedByType, nodeCode, typeOnlyTest } from "./emit/node.js";
import { depthExpr, pathExpr, schemaLiteral, type Place } from "./emit/place.js";
import { enterCall, leaveCall } from "./runtime-source.js";
import { jsonExpression } from "./js-source.js";
import { SubschemaKeys, type SubschemaKey } from "./subschema-keys.js";
import type { TreeAnalysis } from "./tree-analysis.js";

/** A generated collector function, and whether its errors' schema paths are relative to its subschema. */
interface Collector {
  name: string;
  relative: boolean;
}

/** The functions written for one subschema key: a tree whose subschema has the same key calls these. */
interface SharedFunctions {
  collector?: Collector;
  union?: Collector;
}

/** A validator function's name, the code of its root, and the locals that code uses. */
interface ValidatorFunction {
  name: string;
  code: string;
  locals: string;
  /** Whether its code uses the module's error state (see `FunctionState.shared`). */
  shared: boolean;
}

/** The function being written: its locals and labels are numbered within it. */
interface FunctionState {
  locals: number;
  labels: number;
  /** Whether it uses the local `r`, for the errors a call returned. */
  returns: boolean;
  /** Whether it builds an error (in the local `o`), and one naming the value's kind (in `t`). */
  errors: boolean;
  kinds: boolean;
  /**
   * Whether it calls a function that uses the module's error state, `N` against `M` (see
   * runtime-source.ts): a collector (`callErrors`), a helper that keeps errors (`synced`), or `ok`
   * and `memo` (`accepts`). A validator that does keeps that state for the call, as `run` does.
   */
  shared: boolean;
}

const NEW_FUNCTION: Readonly<FunctionState> = { locals: 0, labels: 0, returns: false, errors: false, kinds: false, shared: false };

/**
 * Marks in a function's code, replaced once the function is written, by how it counts the errors it
 * keeps (`ErrorCount`): whether another can be kept, the count, and the steps that keep a local
 * count in step with the module's around a call that uses the module's. JSON text escapes U+0000,
 * so no literal in the code can hold them.
 */
const ROOM = "\u0000room\u0000";
const COUNT = "\u0000count\u0000";
const BEFORE_CALL = "\u0000before\u0000";
const AFTER_CALL = "\u0000after\u0000";
const AFTER_CALL_R = "\u0000afterR\u0000";

/**
 * How a function counts the errors it keeps against the cap. A collector counts in the module's
 * state, which the functions of one call share (see runtime-source.ts). A validator counts in a
 * local, `n`, which it writes to `N` before a call that uses the module's state and reads back
 * after: the module's variables cost a load and a store at each error, a local nothing (invalid
 * arguments: flat about a tenth faster, nested about a twentieth).
 */
interface ErrorCount {
  room: string;
  count: string;
  /** Expression prefix before a call. */
  before: string;
  /** Expression suffix after a call; `afterR` also yields `r`, what the call put there. */
  after: string;
  afterR: string;
}
const MODULE_COUNT: ErrorCount = { room: "N < M", count: "N", before: "", after: "", afterR: "" };
const LOCAL_COUNT: ErrorCount = { room: "n < MAX_ERRORS", count: "n", before: "N = n, ", after: ", n = N", afterR: ", n = N, r" };

function counted(code: string, { room, count, before, after, afterR }: ErrorCount): string {
  return code
    .replaceAll(ROOM, room)
    .replaceAll(COUNT, count)
    .replaceAll(BEFORE_CALL, before)
    .replaceAll(AFTER_CALL_R, afterR)
    .replaceAll(AFTER_CALL, after);
}

/** The declaration of a function's locals: its errors `e`, and those of `FunctionState` it uses. */
function localsOf(fn: FunctionState): string {
  return `let ${["e", ...(fn.errors ? ["o"] : []), ...(fn.kinds ? ["t"] : []), ...(fn.returns ? ["r"] : [])].join(", ")};`;
}

/**
 * Collects the code of one generated module, which holds one schema's tree (see
 * `generateSchemaModule`): a collector function `cN(x, d)` per subschema (see runtime-source.ts),
 * constants hoisted to module scope, and the helpers used. Subschemas with the same key (see
 * `SubschemaKeys`) share their function; a subschema that only its parent applies, and whose key is
 * used once or that checks only the type, is written inline into its parent's instead, and such a
 * root into the validator function `vN(x)`.
 */
export class ModuleEmitter implements EmitContext {
  readonly #constants = new Map<string, string>();
  readonly #helpers = new Set<string>();
  readonly #functions: string[] = [];
  /** The validator, when its body is the root's code (see `add`). */
  #validator: ValidatorFunction | undefined;
  readonly #ids = new Map<SchemaNode, number>();
  readonly #collectors = new Map<SchemaNode, Collector>();
  readonly #unions = new Map<AnyOfCheck | OneOfCheck, Collector>();
  /** The dynamic scope of each union's node, for its key. */
  readonly #unionScopes = new Map<AnyOfCheck | OneOfCheck, string>();
  readonly #inline = new Set<SchemaNode>();
  /** Functions by subschema key (see `SubschemaKeys`). */
  readonly #shared = new Map<string, SharedFunctions>();
  readonly #nodeKeys = new Map<SchemaNode, SubschemaKey>();
  /** The schema's keys, once `add` has it. */
  #keys: SubschemaKeys | undefined;
  readonly #pending: (() => string)[] = [];
  /** How many of the schema's subschemas have each key. */
  readonly #uses = new Map<string, number>();
  /** The keys of subschemas a value can reach deeper than `MAX_DEPTH` (see `depthCheckedNodes`). */
  readonly #depthKeys = new Set<string>();
  #functionCount = 0;
  #fn: FunctionState = { ...NEW_FUNCTION };

  /**
   * Adds the module's schema; returns the expression of its validator. Its keys are counted first, so
   * that each key's uses and the keys that need depth checks are known. A root written once is the
   * validator's own body: a valid value then costs one call. A root that is also a `$ref` target has
   * a collector, which the validator calls through `run`.
   */
  add({ tree: { root }, texts, nodes, applied, depthChecked }: TreeAnalysis): string {
    if (this.#keys !== undefined) throw new Error("internal: a module holds one schema");
    const keys = new SubschemaKeys(texts);
    this.#keys = keys;
    for (const node of nodes) {
      const key = keys.keyAt(node.schemaPath, node.dynamicScope);
      for (const check of node.applicators) if (check.kind === "anyOf" || check.kind === "oneOf") this.#unionScopes.set(check, node.dynamicScope);
      this.#nodeKeys.set(node, key);
      this.#uses.set(key.key, (this.#uses.get(key.key) ?? 0) + 1);
    }
    for (const node of depthChecked) this.#depthKeys.add(this.#keyOf(node).key);
    this.#plan(nodes, applied);
    const validator = this.#inline.has(root) ? this.#validatorFunction(root) : `(value) => ${this.helper("run")}(${this.#collector(root).name}, value)`;
    while (this.#pending.length > 0) this.#functions.push((this.#pending.shift() as () => string)());
    return validator;
  }

  /** Whether a tree uses the memo (its calls then need a fresh memo table). */
  usesMemo(): boolean {
    return this.#helpers.has("memo");
  }

  /** Whether any of the module's functions uses the module's error state (`N`, `M`): a collector does. */
  usesErrorState(): boolean {
    return this.#functions.length > 0 || this.#validator?.shared === true;
  }

  /** The names of the helpers the module's code calls. */
  helpers(): ReadonlySet<string> {
    return this.#helpers;
  }

  /** The module's constants and functions. */
  body(): string {
    const constants = [...this.#constants].map(([expression, name]) => `const ${name} = ${expression};`);
    const validator = this.#validator === undefined ? [] : [validatorSource(this.#validator, this.usesMemo())];
    return [constants.join("\n"), [...this.#functions, ...validator].join("\n\n")].filter((part) => part !== "").join("\n\n");
  }

  constant(expression: string): string {
    let name = this.#constants.get(expression);
    if (name === undefined) {
      name = `K${this.#constants.size}`;
      this.#constants.set(expression, name);
    }
    return name;
  }

  json(value: unknown): string {
    const expression = jsonExpression(value);
    return this.constant(typeof value === "object" && value !== null ? `${this.helper("frozen")}(${expression})` : expression);
  }

  helper(name: string): string {
    this.#helpers.add(name);
    return name;
  }

  room(): string {
    return ROOM;
  }

  count(): string {
    return COUNT;
  }

  callErrors(call: string): string {
    this.#fn.shared = true;
    return `${BEFORE_CALL}${this.returned()} = ${call}${AFTER_CALL_R}`;
  }

  synced(expression: string): string {
    this.#fn.shared = true;
    return `${BEFORE_CALL}${expression}${AFTER_CALL}`;
  }

  local(): string {
    // `$` keeps locals apart from the functions (`c3`) and constants (`K3`).
    return `$${this.#fn.locals++}`;
  }

  label(): string {
    return `L${this.#fn.labels++}`;
  }

  error<K extends ErrorKind>(kind: K, site: ErrorSite, ...args: ErrorArgs[K]): string {
    const fn = this.#fn;
    fn.errors = true;
    const object = errorObject(kind, site, args, {
      helper: (name) => this.helper(name),
      kind: (x) => {
        fn.kinds = true;
        return `t = ${this.helper("kindOf")}(${x})`;
      },
    });
    // The first error makes the list; an expression, so that it stands wherever a statement would.
    return `${ROOM} && (${COUNT}++, o = ${object}, e === undefined ? e = [o] : e.push(o))`;
  }

  returned(): string {
    this.#fn.returns = true;
    return "r";
  }

  depthChecked(node: SchemaNode): boolean {
    return this.#depthKeys.has(this.#keyOf(node).key);
  }

  collectorOf(node: SchemaNode): Collector {
    return this.#collector(node);
  }

  collect(node: SchemaNode, at: Place): string {
    if (this.#inline.has(node)) return nodeCode(node, at, this);
    return this.#call(this.#collector(node), at, node.schemaPath);
  }

  collectUnlessNotJson(node: SchemaNode, at: Place, isJson: string, notJson: string): string | undefined {
    if (this.#inline.has(node)) return undefined;
    const { call, keep } = this.#callParts(this.#collector(node), at, node.schemaPath);
    // Errors dropped leave the count of those kept, as in `ok`.
    const r = this.returned();
    return `if (${this.callErrors(call)}) {\nif (${isJson}) ${keep};\nelse {\n${COUNT} -= ${r}.length;\n${notJson};\n}\n}`;
  }

  accepts(node: SchemaNode, x: string, depth: string, memoized: boolean): string {
    const test = memoized ? undefined : typeOnlyTest(node, x, this);
    if (test !== undefined) return `(${test})`;
    // `ok` and `memo` leave `N` as they found it, and set their own cap from it: no count to keep in step.
    this.#fn.shared = true;
    if (memoized) return `${this.helper("memo")}(${this.#collector(node).name}, ${this.#id(node)}, ${x}, ${depth})`;
    return `${this.helper("ok")}(${this.#collector(node).name}, ${x}, ${depth})`;
  }

  firstMessage(node: SchemaNode, x: string, depth: string): string {
    // Like `ok`, `reason` leaves `N` as it found it.
    this.#fn.shared = true;
    return `${this.helper("reason")}(${this.#collector(node).name}, ${x}, ${depth})`;
  }

  union(check: AnyOfCheck | OneOfCheck, at: Place): string {
    let collector = this.#unions.get(check);
    if (collector === undefined) {
      // Keyed by the branch list's key, and the keyword: the same list decides `anyOf` and `oneOf` apart.
      const { key, anchored } = (this.#keys as SubschemaKeys).keyAt(check.schemaPath, this.#unionScopes.get(check) ?? "");
      const shared = this.#sharedFor(`${check.kind}\u0000${key}`);
      collector = shared.union ??= this.#declare("u", anchored, check.schemaPath, (place) => unionFunctionBody(check, place, this));
      this.#unions.set(check, collector);
    }
    return this.#call(collector, at, check.schemaPath);
  }

  /** A call of `collector` for the value at `at`, whose subschema lies at `location`: its errors prefixed. */
  #call(collector: Collector, at: Place, location: string): string {
    const { call, keep } = this.#callParts(collector, at, location);
    return `if (${this.callErrors(call)}) ${keep};`;
  }

  /** The call expression of `#call`, and the statement that adds the errors it returned (in `r`) to `e`. */
  #callParts(collector: Collector, at: Place, location: string): { call: string; keep: string } {
    const call = `${collector.name}(${at.x}, ${depthExpr(at)})`;
    const path = pathExpr(at.path);
    const prefix = collector.relative ? schemaLiteral(at, location) : '""';
    const r = this.returned();
    const keep = path === '""' && prefix === '""' ? `e = ${this.helper("join")}(e, ${r})` : `e = ${this.helper("at")}(e, ${r}, ${path}, ${prefix})`;
    return { call, keep };
  }

  #keyOf(node: SchemaNode): SubschemaKey {
    const key = this.#nodeKeys.get(node);
    if (key === undefined) throw new Error(`internal: the subschema at '${node.schemaPath}' was not counted`);
    return key;
  }

  #sharedFor(key: string): SharedFunctions {
    let shared = this.#shared.get(key);
    if (shared === undefined) {
      shared = {};
      this.#shared.set(key, shared);
    }
    return shared;
  }

  #id(node: SchemaNode): number {
    let id = this.#ids.get(node);
    if (id === undefined) {
      id = this.#ids.size;
      this.#ids.set(node, id);
    }
    return id;
  }

  #collector(node: SchemaNode): Collector {
    let collector = this.#collectors.get(node);
    if (collector === undefined) {
      const { key, anchored } = this.#keyOf(node);
      const shared = this.#sharedFor(key);
      collector = shared.collector ??= this.#declare("c", anchored, node.schemaPath, (place) => nodeCode(node, place, this));
      this.#collectors.set(node, collector);
    }
    return collector;
  }

  /**
   * A new function named with `prefix` for the subschema at `location`, its source written once the
   * current one is done. An anchored subschema's code names absolute schema paths (its frame is the
   * document); any other's are relative to `location`, so the function serves every copy of its text.
   */
  #declare(prefix: string, anchored: boolean, location: string, body: (place: Place) => string): Collector {
    const name = `${prefix}${this.#functionCount++}`;
    const frame = anchored ? "" : location;
    this.#pending.push(() => this.#functionSource(name, { x: "x", path: [], node: location, frame, k: 0 }, body));
    return { name, relative: !anchored };
  }

  /**
   * A collector function: it returns its errors, or `undefined`. Once the errors are all kept
   * (`N >= M`, as in `ok`), it returns at once, as the interpreter stops when its sink is full:
   * nothing more would be kept, and `allOf` over a recursive `$ref` would walk 2^depth paths.
   */
  #functionSource(name: string, place: Place, body: (place: Place) => string): string {
    this.#fn = { ...NEW_FUNCTION };
    const code = counted(body(place), MODULE_COUNT);
    return `function ${name}(x, d) {\nif (N >= M) return;\n${localsOf(this.#fn)}\n${code}\nreturn e;\n}`;
  }

  /**
   * A validator function `vN(value)` whose body is the root's code; written by `body`, once the module
   * knows whether it uses the memo (whose state a validator keeps as `run` does).
   */
  #validatorFunction(root: SchemaNode): string {
    const name = `v${this.#functionCount++}`;
    this.#fn = { ...NEW_FUNCTION };
    const code = nodeCode(root, { x: "x", path: [], node: root.schemaPath, frame: "", k: 0 }, this);
    this.#validator = { name, code: counted(code, LOCAL_COUNT), locals: localsOf(this.#fn), shared: this.#fn.shared };
    return name;
  }

  /**
   * Decides which of the tree's nodes (`reached`, see `TreeAnalysis`) are written inline: into
   * their parent's code, or the root into its validator. An `applied` node is called as a function.
   * A node that checks only the type is written inline wherever it is used, however often: its code
   * is about as long as a call, and an error found inline needs no path prefixed on the way out
   * (nested invalid values: about an eighth faster, the module 2% larger).
   */
  #plan(reached: ReadonlySet<SchemaNode>, applied: ReadonlySet<SchemaNode>): void {
    for (const node of reached) {
      if (!applied.has(node) && (decidedByType(node, this) || this.#uses.get(this.#keyOf(node).key) === 1)) this.#inline.add(node);
    }
  }
}

/**
 * A validator whose body is its root's code: what `run` does around a collector, with the collector's
 * value at depth 0 and its errors in `e`.
 */
function validatorSource({ name, code, locals, shared }: ValidatorFunction, memo: boolean): string {
  return [
    `function ${name}(x) {`,
    ...(shared ? enterCall(memo) : []),
    "let n = 0;",
    "const d = 0;",
    locals,
    code,
    ...(shared ? leaveCall(memo) : []),
    "return e === undefined ? VALID : { ok: false, errors: e };",
    "}",
  ].join("\n");
}
