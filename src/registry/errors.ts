import type { SchemaProblem } from "../validator/types.js";

/**
 * Every refusal of the registry and of manifest loading. `code` is stable and meant for programs;
 * `message` is for people and names the tool (and the JSON Pointer, where there is one).
 */
export class RegistryError extends Error {
  readonly code: string;

  // `{ cause }` written out, not lib ES2022's ErrorOptions: a project whose lib is older reads these declarations too.
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

export class DuplicateToolError extends RegistryError {
  readonly toolName: string;

  /** `fix` says what to do: for `register`, pass `override` or choose another name. */
  constructor(toolName: string, fix = "pass { override: true } to replace it, or choose another name") {
    super("duplicate_tool", `tool "${toolName}" is already registered: ${fix}`);
    this.toolName = toolName;
  }
}

export class InvalidToolNameError extends RegistryError {
  readonly toolName: string;
  /** A valid name close to the refused one, when one can be made. */
  readonly suggestion: string | undefined;

  constructor(toolName: string, rule: string, suggestion: string | undefined) {
    const hint = suggestion === undefined ? "" : `; try "${suggestion}"`;
    super("invalid_tool_name", `invalid tool name ${JSON.stringify(toolName)}: ${rule}${hint}`);
    this.toolName = toolName;
    this.suggestion = suggestion;
  }
}

export type SchemaRole = "inputSchema" | "outputSchema";

export class InvalidSchemaError extends RegistryError {
  readonly toolName: string;
  readonly role: SchemaRole;
  readonly problems: SchemaProblem[];

  constructor(toolName: string, role: SchemaRole, problems: SchemaProblem[]) {
    const lines = problems.map((p) => `  ${p.schemaPath === "" ? "(root)" : p.schemaPath}: ${p.message}`);
    super("invalid_schema", `tool "${toolName}": ${role} is not usable:\n${lines.join("\n")}`);
    this.toolName = toolName;
    this.role = role;
    this.problems = problems;
  }
}

/** A register argument or option other than the name and the schemas is wrong. */
export class InvalidToolDefinitionError extends RegistryError {
  readonly toolName: string;
  /** Which argument or option: `handler`, `timeoutMs`, `allowedAgents`, ... */
  readonly field: string;

  constructor(toolName: string, field: string, message: string) {
    super("invalid_tool_definition", `tool "${toolName}": ${message}`);
    this.toolName = toolName;
    this.field = field;
  }
}

export class InvalidAgentError extends RegistryError {
  constructor(message: string) {
    super("invalid_agent", message);
  }
}

export class ToolNotFoundError extends RegistryError {
  readonly toolName: string;
  /** Registered names nearest to the requested one, nearest first. */
  readonly suggestions: string[];

  constructor(toolName: string, suggestions: string[]) {
    super("tool_not_found", `unknown tool ${JSON.stringify(toolName)}${didYouMean(suggestions)}`);
    this.toolName = toolName;
    this.suggestions = suggestions;
  }
}

export class ToolPermissionError extends RegistryError {
  /** The uuid or name the caller gave. */
  readonly agent: string;
  /** The name the access list was checked against. */
  readonly agentName: string;
  readonly toolName: string;

  constructor(agent: string, agentName: string, toolName: string, allowedAgents: readonly string[]) {
    const who = agent === agentName ? `"${agentName}"` : `"${agentName}" (${agent})`;
    const allowed = allowedAgents.length === 0 ? "none" : allowedAgents.map((a) => `"${a}"`).join(", ");
    super("tool_permission_denied", `agent ${who} may not call tool "${toolName}"; its allowedAgents are: ${allowed}`);
    this.agent = agent;
    this.agentName = agentName;
    this.toolName = toolName;
  }
}

/** The manifest is not the shape this runtime reads; `pointer` is where, in the manifest. */
export class InvalidManifestError extends RegistryError {
  readonly pointer: string;

  constructor(pointer: string, message: string, origin?: string) {
    super(
      "invalid_manifest",
      `${originPrefix(origin)}invalid manifest at ${pointer === "" ? "(root)" : pointer}: ${message}`,
    );
    this.pointer = pointer;
  }
}

export class ManifestVersionError extends RegistryError {
  readonly version: unknown;

  constructor(version: unknown, supported: number, origin?: string) {
    super(
      "unsupported_manifest_version",
      `${originPrefix(origin)}manifest version ${JSON.stringify(version)} is not one this runtime reads ` +
        `(it reads version ${supported}): re-run gen-tools with the gen-tools version your runtime comes from`,
    );
    this.version = version;
  }
}

/** The manifest file could not be read or is not JSON. */
export class ManifestReadError extends RegistryError {
  readonly path: string;

  /** `location` is `path:line:col` where the problem has a place in the file. */
  constructor(path: string, message: string, location: string = path) {
    super("manifest_unreadable", `${location}: ${message}`);
    this.path = path;
  }
}

export type ToolBindingProblem =
  | "missing_instance"
  | "ambiguous_instance"
  | "missing_member"
  | "missing_handler"
  | "unused_handler"
  | "unused_validator";

/** A manifest entry and the code given to `loadManifest` do not fit together. */
export class ToolBindingError extends RegistryError {
  declare readonly code: ToolBindingProblem;
  /** The manifest entry's tool name, or the handler/validator key when no entry uses it. */
  readonly subject: string;

  constructor(code: ToolBindingProblem, subject: string, message: string) {
    super(code, message);
    this.subject = subject;
  }
}

/**
 * A tool's deferred validator could not be imported (its module is missing from a deployment, or is
 * not the one generated for this schema). The tool's calls are still checked, by the interpreter.
 */
export class ValidatorLoadError extends RegistryError {
  readonly toolName: string;

  constructor(toolName: string, reason: string, options?: { cause?: unknown }) {
    super("validator_load_failed", `tool "${toolName}": its ahead-of-time validator could not be loaded (${reason}); its calls are checked by the interpreter: re-run gen-tools and deploy tools.validators/ with tools.validators.js`, options);
    this.toolName = toolName;
  }
}

function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return "";
  const quoted = suggestions.map((s) => `"${s}"`);
  const last = quoted.pop();
  return `; did you mean ${quoted.length === 0 ? last : `${quoted.join(", ")} or ${last}`}?`;
}

function originPrefix(origin: string | undefined): string {
  return origin === undefined ? "" : `${origin}: `;
}
