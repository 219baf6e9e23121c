import type { ToolEntry, ToolOwner } from "../manifest.js";
import type { DeferredValidator, Validator } from "../validator/types.js";
import { registerBuildChecked } from "./build-checked.js";
import { deferredSchema } from "./deferred-schema.js";
import { describeValue } from "./describe-value.js";
import { DuplicateToolError, InvalidAgentError, ToolBindingError } from "./errors.js";
import { isFrozenManifest } from "./frozen-manifest.js";
import { lazySchema } from "./lazy-manifest.js";
import type { SchemaKey } from "./schema-cuts.js";
import { parseManifest } from "./manifest-shape.js";
import { ownValue } from "./own-value.js";
import { ToolRegistry } from "./tool-registry.js";
import type { ToolHandler } from "./types.js";

/**
 * An exported tool function as the user wrote it: `(args, context)` for a `registerTool` function,
 * positional parameters then the context for a JSDoc-marked one. Its parameters are typed for its
 * own schema, so they are `never` here: any function fits.
 */
export type ManifestFunction = (...args: never[]) => unknown;

export interface LoadManifestOptions {
  /** The instances whose `@tool` methods the manifest names: by class name, or a list matched by class. */
  agents?: Readonly<Record<string, object>> | readonly object[] | undefined;
  /** The `registerTool` functions, by the export name the manifest gives (`owner.export`). */
  handlers?: Readonly<Record<string, ManifestFunction>> | undefined;
  /**
   * Validators compiled ahead of time, by tool name (gen-tools' `tools.validators.js` gives deferred
   * ones, imported on each tool's first call); other tools get `compile(inputSchema)`.
   */
  validators?: Readonly<Record<string, Validator | DeferredValidator>> | undefined;
  /** Filled in place; a new registry when absent. */
  registry?: ToolRegistry | undefined;
}

/**
 * Fills a registry from a parsed `tools.manifest.json`. The manifest is checked at run time, so an
 * imported JSON module (whose inferred type is wider than `ToolManifest`) is accepted as it is.
 * Every binding is resolved before anything is registered, and a refusal part-way through removes
 * what this call added: a given registry is either filled or left as it was.
 */
export function loadManifest(manifest: unknown, options: LoadManifestOptions = {}): ToolRegistry {
  const checked = isFrozenManifest(manifest) ? manifest : parseManifest(manifest);
  const { tools } = checked;
  // Own keys only, here and for each entry (see own-value.ts): a key set on Object.prototype is no
  // option, nor a key of the manifest or of its entries.
  const validatorsHash = ownValue(checked, "validatorsHash");
  const findInstance = instanceFinder(ownValue(options, "agents") ?? {});
  const handlers = ownValue(options, "handlers") ?? {};
  const validators = ownValue(options, "validators") ?? {};

  const bound = tools.map((entry) => ({ entry, handler: bindEntry(entry, findInstance, handlers) }));
  refuseUnused(tools, handlers, validators);

  const registry = ownValue(options, "registry") ?? new ToolRegistry();
  const added: string[] = [];
  try {
    for (const { entry, handler } of bound) {
      const validator = ownValue(validators, entry.name);
      const buildChecked = writtenTogether(validatorsHash, validator);
      const dates = ownValue(entry, "dates");
      const inputSchema = schemaToRegister(entry, "inputSchema", buildChecked && dates === undefined);
      const register = (): unknown =>
        registry.register(entry.name, inputSchema, handler, {
          description: entry.description,
          outputSchema: schemaToRegister(entry, "outputSchema", buildChecked),
          idempotent: entry.idempotent,
          timeoutMs: entry.timeoutMs,
          allowedAgents: entry.allowedAgents,
          dates,
          validator,
          owner: entry.owner,
          source: entry.source,
        });
      if (buildChecked) registerBuildChecked(inputSchema, register);
      else register();
      added.push(entry.name);
    }
  } catch (error) {
    for (const name of added) registry.unregister(name);
    // `register`'s fix, `override`, is no option here: the registry was given with the tool in it.
    if (error instanceof DuplicateToolError) throw new DuplicateToolError(error.toolName, ALREADY_LOADED);
    throw error;
  }
  return registry;
}

const ALREADY_LOADED =
  "loadManifest (and the generated registerTools) add every tool of the manifest to the registry given, once: pass a new ToolRegistry, or unregister the tool first";

/**
 * The entry's schema, or where `mayDefer` and readManifest left it unparsed (lazy-manifest.ts), a
 * stand-in that keeps it so until the registered tool's schema is first read. Only the schemas of a
 * tool whose validator gen-tools wrote with the manifest stay unread: its input schema is the one
 * gen-tools checked (so `register` need not), unless a `Date` argument needs it now; its output
 * schema is checked when first read.
 */
function schemaToRegister<K extends SchemaKey>(entry: ToolEntry, key: K, mayDefer: boolean): ToolEntry[K] {
  const load = mayDefer ? lazySchema(entry, key) : undefined;
  // An input schema is always the entry's own: parseManifest checked it.
  return load === undefined ? (ownValue(entry, key) as ToolEntry[K]) : (deferredSchema(load) as ToolEntry[K]);
}

/**
 * Whether gen-tools wrote the manifest and the tool's validator together, in one run that checked
 * the tool's schema: the manifest's `validatorsHash` is the validator's.
 */
function writtenTogether(validatorsHash: string | undefined, validator: Validator | DeferredValidator | undefined): boolean {
  return validatorsHash !== undefined && typeof validator === "object" && validator !== null && ownValue(validator, "validatorsHash") === validatorsHash;
}

type InstanceFinder = (entry: ToolEntry, className: string) => object;

/** A manifest function or method once checked to be a function: called with any arguments. */
type Callable = (...args: unknown[]) => unknown;

function bindEntry(
  entry: ToolEntry,
  findInstance: InstanceFinder,
  handlers: Readonly<Record<string, ManifestFunction>>,
): ToolHandler {
  const { owner } = entry;
  if (isFunctionOwner(owner)) {
    const exported = owner.export;
    const fn = ownValue(handlers, exported);
    if (typeof fn !== "function") {
      const found = fn === undefined ? "has none" : `has ${describeValue(fn)}, not a function`;
      throw new ToolBindingError(
        "missing_handler",
        entry.name,
        `tool "${entry.name}" is the registerTool function "${exported}" (${where(entry)}), but handlers.${exported} ${found}: pass handlers: { ${exported} }`,
      );
    }
    return withCallingConvention(entry.parameters, fn as Callable);
  }
  const instance = findInstance(entry, owner.class);
  const method: unknown = (instance as Record<string, unknown>)[owner.member];
  if (typeof method !== "function") {
    throw new ToolBindingError(
      "missing_member",
      entry.name,
      `tool "${entry.name}" is the method ${owner.class}.${owner.member} (${where(entry)}), but the ${owner.class} instance given has ${describeValue(method)} there, not a function: ` +
        `re-run gen-tools if the method was renamed or removed since it wrote the manifest, or pass an instance of ${owner.class}`,
    );
  }
  return withCallingConvention(entry.parameters, (method as Callable).bind(instance));
}

/** Whether the owner is a `registerTool` function's: its own `export` key (an inherited one is no owner's). */
function isFunctionOwner(owner: ToolOwner): owner is { export: string } {
  return Object.hasOwn(owner, "export");
}

/**
 * Adapts a function to the registry's `(args, context)` handler: positional parameters are spread
 * from the arguments object in the manifest's order (a JSDoc-marked function can take them too);
 * `null` passes the object whole. The context always comes last.
 */
function withCallingConvention(parameters: string[] | null, fn: Callable): ToolHandler {
  if (parameters === null) return (args, context) => fn(args, context);
  // Own properties only: an absent `constructor` argument must not be read from Object.prototype.
  return (args, context) => fn(...parameters.map((p) => ownValue(args, p)), context);
}

/**
 * Finds the instance for a class name. A list is matched by the constructor names along each
 * instance's prototype chain; the instance whose own class it is wins over one that inherits it.
 */
function instanceFinder(agents: NonNullable<LoadManifestOptions["agents"]>): InstanceFinder {
  if (!Array.isArray(agents)) {
    const byName = agents as Readonly<Record<string, object>>;
    for (const [key, instance] of Object.entries(byName)) {
      if (typeof instance !== "object" || instance === null) {
        throw new InvalidAgentError(`loadManifest: agents.${key} must be an instance, got ${describeValue(instance)}`);
      }
    }
    return (entry, className) => {
      if (Object.hasOwn(byName, className)) return byName[className]!;
      throw missingInstance(entry, className, Object.keys(byName));
    };
  }
  const chains = agents.map((instance, index) => {
    if (typeof instance !== "object" || instance === null) {
      throw new InvalidAgentError(`loadManifest: agents[${index}] must be an instance, got ${describeValue(instance)}`);
    }
    return { instance, classes: classChain(instance) };
  });
  return (entry, className) => {
    const matches = chains
      .map(({ instance, classes }) => ({ instance, depth: classes.indexOf(className), own: classes[0] ?? "?" }))
      .filter((m) => m.depth >= 0);
    const nearest = Math.min(...matches.map((m) => m.depth));
    const best = matches.filter((m) => m.depth === nearest);
    if (best.length === 1) return best[0]!.instance;
    if (best.length === 0)
      throw missingInstance(
        entry,
        className,
        chains.map((c) => c.classes[0] ?? "?"),
      );
    throw new ToolBindingError(
      "ambiguous_instance",
      entry.name,
      `tool "${entry.name}" is a method of class ${className}, and ${best.length} instances given are one (${best
        .map((m) => m.own)
        .join(", ")}): pass agents as { ${className}: instance } to choose`,
    );
  };
}

/** Constructor names from the instance's own class up to (not including) `Object`. */
function classChain(instance: object): string[] {
  const names: string[] = [];
  for (
    let proto: unknown = Object.getPrototypeOf(instance);
    proto !== null && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    const ctor: unknown = Object.hasOwn(proto as object, "constructor")
      ? (proto as { constructor: unknown }).constructor
      : undefined;
    if (typeof ctor === "function" && ctor.name !== "") names.push(ctor.name);
  }
  return names;
}

function missingInstance(entry: ToolEntry, className: string, given: string[]): ToolBindingError {
  const list = given.length === 0 ? "none" : given.join(", ");
  return new ToolBindingError(
    "missing_instance",
    entry.name,
    `tool "${entry.name}" is a method of class ${className} (${where(entry)}), but no ${className} instance was given ` +
      `(agents given: ${list}): pass agents: { ${className}: new ${className}(...) } or the instance in a list (to registerTools: agentInstances: { ${className}: new ${className}(...) })`,
  );
}

function refuseUnused(
  tools: ToolEntry[],
  handlers: Readonly<Record<string, unknown>>,
  validators: Readonly<Record<string, unknown>>,
): void {
  const exports = new Set<string>();
  for (const { owner } of tools) if (isFunctionOwner(owner)) exports.add(owner.export);
  const unusedHandler = firstNotIn(Object.keys(handlers), exports);
  if (unusedHandler !== undefined) {
    throw new ToolBindingError(
      "unused_handler",
      unusedHandler,
      `handlers.${unusedHandler} is the function of no tool in the manifest: remove it, or re-run gen-tools if it was added as a tool since`,
    );
  }
  const unusedValidator = firstNotIn(Object.keys(validators), new Set(tools.map((t) => t.name)));
  if (unusedValidator !== undefined) {
    throw new ToolBindingError(
      "unused_validator",
      unusedValidator,
      `validators["${unusedValidator}"] is for no tool in the manifest: remove it, or re-run gen-tools to regenerate both`,
    );
  }
}

/** The first in sorted order of the keys `known` lacks: the same one whichever order the keys came in. */
function firstNotIn(keys: string[], known: ReadonlySet<string>): string | undefined {
  return keys.filter((key) => !known.has(key)).sort()[0];
}

function where(entry: ToolEntry): string {
  return `${entry.source.file}:${entry.source.line}`;
}
