import type { JsonSchemaObject } from "../json-schema.js";
import { compile } from "../validator/index.js";
import { readOptions } from "../validator/compile.js";
import type { DeferredValidator, ValidateOptions, ValidationResult, Validator } from "../validator/types.js";
import { AgentNames, looksLikeUuid } from "./agent-names.js";
import { checkingDates, DateArguments, withDates } from "./date-arguments.js";
import { DeferredValidation } from "./deferred-validation.js";
import { errorMessage } from "../error-message.js";
import { describeValue } from "./describe-value.js";
import {
  DuplicateToolError,
  InvalidToolDefinitionError,
  ToolNotFoundError,
  ToolPermissionError,
  ValidatorLoadError,
} from "./errors.js";
import { nearestNames } from "./nearest-names.js";
import { ownValue } from "./own-value.js";
import { setRecordSchema } from "./record-schema.js";
import { keptSchema, readKept, type KeptSchema } from "./usable-schema.js";
import { assertToolName } from "./tool-name.js";
import type { AgentIdentity, RegisterOptions, ToolHandler, ToolRecord } from "./types.js";
import { isTimeoutMs, MAX_TIMEOUT_TEXT } from "./max-timeout.js";

export interface ToolRegistryOptions {
  /** How the schemas registered without an ahead-of-time validator are compiled (formats, error cap). */
  validation?: ValidateOptions | undefined;
  /**
   * Called when a tool's generated validator could not be imported on its first call (its module
   * missing from a deployment, say): the tool's calls are then checked by the interpreter, with the
   * same results, more slowly. Once per tool. Default: `console.warn` of the error's message. A
   * failure found by `loadValidators()` rejects it instead.
   */
  onValidatorLoadError?: ((error: ValidatorLoadError) => void) | undefined;
}

/**
 * The catalogue of tools an application exposes. Everything is checked at `register`, so that a
 * record, once in the catalogue, has a usable name, schema and compiled validator; calls then only
 * look records up. The exception is a schema `loadManifest` leaves unread (a tool's whose validator
 * gen-tools wrote with the manifest): it is read, and an output schema checked, on first use
 * (record-schema.ts).
 */
export class ToolRegistry {
  readonly #tools = new Map<string, ToolRecord>();
  readonly #listeners = new Set<() => void>();
  readonly #agents = new AgentNames();
  readonly #validation: ValidateOptions | undefined;
  /** Whether `#validation` asks for nothing but the defaults, as gen-tools' validators are compiled. */
  readonly #defaultValidation: boolean;
  /** The records whose validator is imported on first use: a replaced or removed record takes its entry with it. */
  readonly #deferred = new WeakMap<ToolRecord, DeferredValidation>();
  readonly #onValidatorLoadError: (error: ValidatorLoadError) => void;

  constructor(options: ToolRegistryOptions = {}) {
    this.#validation = options.validation;
    this.#onValidatorLoadError = options.onValidatorLoadError ?? warnValidatorLoadError;
    const [own, defaults] = [readOptions(options.validation ?? {}), readOptions({})];
    this.#defaultValidation = own.assertFormats === defaults.assertFormats && own.maxErrors === defaults.maxErrors;
  }

  /**
   * Adds a tool, or replaces one with `override: true` (the replacement keeps the original's place in
   * `names()`). Throws a `RegistryError` subclass naming the tool when anything is unusable.
   */
  register(name: string, schema: JsonSchemaObject, handler: ToolHandler, opts: RegisterOptions = {}): ToolRecord {
    assertToolName(name);
    // Own keys only (see own-value.ts): an option set on Object.prototype is not this tool's.
    if (this.#tools.has(name) && ownValue(opts, "override") !== true) throw new DuplicateToolError(name);
    if (typeof handler !== "function") {
      throw new InvalidToolDefinitionError(
        name,
        "handler",
        `handler must be a function, got ${describeValue(handler)}`,
      );
    }
    const description = optionOfType(name, "description", ownValue(opts, "description"), "string", "");
    const idempotent = optionOfType(name, "idempotent", ownValue(opts, "idempotent"), "boolean", false);
    const timeoutMs = readTimeout(name, ownValue(opts, "timeoutMs"));
    const allowedAgents = this.#readAllowedAgents(name, ownValue(opts, "allowedAgents"));
    const validator = ownValue(opts, "validator");
    if (validator !== undefined && typeof validator !== "function" && !isDeferred(validator)) {
      throw new InvalidToolDefinitionError(
        name,
        "validator",
        `validator must be a function, or a deferred validator ({ load }), got ${describeValue(validator)}`,
      );
    }
    const checkedText = typeof validator === "function" ? validator.checkedSchema : undefined;
    const inputSchema = keptSchema(name, "inputSchema", schema, checkedText);
    const givenOutput = ownValue(opts, "outputSchema");
    const outputSchema = givenOutput === undefined ? undefined : keptSchema(name, "outputSchema", givenOutput);
    const { validate, deferred } = this.#validatorFor(name, inputSchema, validator);
    const dates = readDates(name, inputSchema, ownValue(opts, "dates"));

    // Built key by key: a spread of an optional part costs a copy each, paid a thousand times at start-up.
    const record = { name, description } as ToolRecord;
    setRecordSchema(record, "schema", inputSchema);
    if (outputSchema !== undefined) setRecordSchema(record, "outputSchema", outputSchema);
    record.handler = dates === undefined ? handler : withDates(handler, dates.arguments);
    record.idempotent = idempotent;
    record.timeoutMs = timeoutMs;
    record.allowedAgents = allowedAgents;
    if (dates !== undefined) record.dates = dates.list;
    const owner = ownValue(opts, "owner");
    const source = ownValue(opts, "source");
    if (owner !== undefined) record.owner = Object.freeze({ ...owner });
    if (source !== undefined) record.source = Object.freeze({ ...source });
    record.validate = dates === undefined ? validate : checkingDates(validate, dates.arguments);
    if (deferred !== undefined) record.validatorLoading = () => deferred.pending();
    Object.freeze(record);
    if (deferred !== undefined) this.#deferred.set(record, deferred);
    this.#tools.set(name, record);
    this.#changed();
    return record;
  }

  /** The tool's validate function: the one given, one that imports a deferred one on first use, or the interpreter's. */
  #validatorFor(
    name: string,
    schema: KeptSchema,
    validator: Validator | DeferredValidator | undefined,
  ): { validate: Validator; deferred?: DeferredValidation } {
    if (typeof validator === "function") return { validate: validator };
    // Compiled here, once: a call only runs the prepared validator. gen-tools compiles its deferred
    // validators with the default options: a registry set otherwise checks with its own.
    if (validator === undefined || !this.#defaultValidation) return { validate: compile(readKept(schema), this.#validation) };
    const deferred = new DeferredValidation(name, validator, schema, this.#onValidatorLoadError);
    return { validate: deferred.validate, deferred };
  }

  /** Removes a tool; `false` when none was registered under `name`. */
  unregister(name: string): boolean {
    const removed = this.#tools.delete(name);
    if (removed) this.#changed();
    return removed;
  }

  /**
   * Calls `listener` after each change of the catalogue (a tool registered, replaced or removed):
   * `serveMcp` tells its client that the tool list changed. Returns the function that stops it.
   */
  onToolsChanged(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    for (const listener of this.#listeners) {
      try {
        listener();
      } catch (error) {
        // The change is made: a listener's failure is its own, not the caller's of register.
        console.warn(`gen-tools: a tools-changed listener threw: ${errorMessage(error)}`);
      }
    }
  }

  /**
   * Imports every deferred validator now, rather than on each tool's first call: for an application
   * that would rather pay at start-up, and to find out that one cannot be imported. Rejects with a
   * `ValidatorLoadError` naming the first tool whose validator failed (its calls are still checked,
   * by the interpreter).
   */
  async loadValidators(): Promise<void> {
    await Promise.all([...this.#tools.values()].map((record) => this.#deferred.get(record)?.load()));
  }

  has(name: string): boolean {
    return this.#tools.has(name);
  }

  /** The record, or `undefined`: for a caller that answers an unknown name itself (the dispatcher). */
  find(name: string): ToolRecord | undefined {
    return this.#tools.get(name);
  }

  /** The record, or a `ToolNotFoundError` suggesting the nearest registered names. */
  get(name: string): ToolRecord {
    const record = this.#tools.get(name);
    if (record === undefined) throw new ToolNotFoundError(name, nearestNames(name, this.#tools.keys()));
    return record;
  }

  /** Tool names in registration order. */
  names(): string[] {
    return [...this.#tools.keys()];
  }

  /** Checks `args` against the tool's input schema with the validator prepared at registration. */
  validate(name: string, args: unknown): ValidationResult {
    return this.get(name).validate(args);
  }

  /** Lets access lists (which hold names) recognise the agent by its uuid as well. */
  bindAgent(agent: AgentIdentity): void {
    this.#agents.bind(agent);
  }

  unbindAgent(uuid: string): boolean {
    return this.#agents.unbind(uuid);
  }

  /**
   * Whether the agent (a bound uuid, a name, or an identity: its uuid's bound name, or while the uuid
   * is unbound its name) may call the tool: a tool without an access list is open to every agent.
   * Throws `ToolNotFoundError` for an unknown tool rather than answer `false`, which would hide a
   * misspelt name.
   */
  checkPermission(agent: string | AgentIdentity, toolName: string): boolean {
    const { allowedAgents } = this.get(toolName);
    return allowedAgents === null || allowedAgents.includes(this.#agents.resolve(agent));
  }

  /** The name the agent's permissions are checked under: a bound uuid's name, else the name it gives (see `checkPermission`). */
  agentName(agent: string | AgentIdentity): string {
    return this.#agents.resolve(agent);
  }

  /** `checkPermission`, throwing a `ToolPermissionError` naming the agent and the tool on refusal. */
  assertPermission(agent: string | AgentIdentity, toolName: string): void {
    if (this.checkPermission(agent, toolName)) return;
    const given = typeof agent === "string" ? agent : agent.uuid;
    throw new ToolPermissionError(given, this.#agents.resolve(agent), toolName, this.get(toolName).allowedAgents ?? []);
  }

  /** The tools the agent may call, in registration order: what the agent loop offers the model. */
  toolsFor(agentUuidOrName: string): ToolRecord[] {
    const agentName = this.#agents.resolve(agentUuidOrName);
    return [...this.#tools.values()].filter((r) => r.allowedAgents === null || r.allowedAgents.includes(agentName));
  }

  #readAllowedAgents(toolName: string, value: unknown): string[] | null {
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value)) {
      throw new InvalidToolDefinitionError(
        toolName,
        "allowedAgents",
        `allowedAgents must be an array of agent names or null, got ${describeValue(value)}`,
      );
    }
    value.forEach((entry: unknown, index) => {
      if (typeof entry !== "string" || entry === "") {
        throw new InvalidToolDefinitionError(
          toolName,
          "allowedAgents",
          `allowedAgents[${index}] must be a non-empty agent name, got ${describeValue(entry)}`,
        );
      }
      const boundName = this.#agents.nameOf(entry);
      if (boundName !== undefined || looksLikeUuid(entry)) {
        const fix = boundName === undefined ? "use the agent's name" : `use the agent's name, "${boundName}"`;
        throw new InvalidToolDefinitionError(
          toolName,
          "allowedAgents",
          `allowedAgents holds agent names; "${entry}" looks like a uuid: ${fix}`,
        );
      }
    });
    // Frozen like the rest of the record; typed mutable to keep `ToolRecord`'s public shape.
    return Object.freeze([...(value as string[])]) as string[];
  }
}

function isDeferred(value: unknown): value is DeferredValidator {
  return typeof value === "object" && value !== null && typeof (value as { load?: unknown }).load === "function";
}

function optionOfType<T extends string | boolean>(
  toolName: string,
  option: string,
  value: unknown,
  type: "string" | "boolean",
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (typeof value !== type) {
    throw new InvalidToolDefinitionError(toolName, option, `${option} must be a ${type}, got ${describeValue(value)}`);
  }
  return value as T;
}

function readTimeout(toolName: string, value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (isTimeoutMs(value)) return value;
  throw new InvalidToolDefinitionError(
    toolName,
    "timeoutMs",
    `timeoutMs must be a positive finite number of milliseconds up to ${MAX_TIMEOUT_TEXT}, or null for the agent's default, got ${describeValue(value)}`,
  );
}

/** The `dates` option: a frozen copy of the list and what it says about the arguments; none when empty. */
function readDates(toolName: string, schema: KeptSchema, value: unknown): { list: readonly string[]; arguments: DateArguments } | undefined {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw new InvalidToolDefinitionError(toolName, "dates", `dates must be a list of JSON Pointers into the input schema, got ${describeValue(value)}`);
  }
  const list = Object.freeze([...(value as string[])]);
  const fail = (index: number, message: string): never => {
    throw new InvalidToolDefinitionError(toolName, "dates", `dates[${index}]: ${message}`);
  };
  return { list, arguments: new DateArguments(readKept(schema), list, fail) };
}

function warnValidatorLoadError(error: ValidatorLoadError): void {
  console.warn(`gen-tools: ${error.message}`);
}
