import type { ToolEntry } from "../../src/manifest.js";
import type { EmitTool, FunctionHandler, MethodHandler } from "./emit-tool.js";
import { docLine, IdentifierScope, pascalCase } from "./identifiers.js";
import type { CodeChunk } from "./code-chunk.js";
import { ModuleImports } from "./module-imports.js";
import { registeredArgsType } from "./registered-args.js";
import { renderTemplate } from "./templates.js";
import { VALIDATORS_FILE } from "./validators-module.js";
import { compareText } from "../ordering.js";

/** Names the generated module declares or imports itself; user types are aliased around them. */
const RESERVED = [
  "ToolArgs",
  "AgentInstances",
  "ToolHandlers",
  "ToolImplementations",
  "registerTools",
  "manifest",
  "validators",
  "loadManifest",
  "ToolRegistry",
  "ToolCallContext",
  "Parameters",
  "InstanceType",
  "Record",
];

// A tool's argument type by its entry (the same object while its file is unchanged in watch mode),
// valid while the type's name and the expression it reads parameters from stay the same.
const argumentTypeCache = new WeakMap<ToolEntry, { key: string; text: string }>();

export interface GenModuleOptions {
  /** Absolute output directory: import specifiers are relative to it. */
  outDir: string;
  /** How the header names the project (its tsconfig, relative to the project root). */
  projectLabel: string;
  /** `tools.validators.js` is written beside it: import its validators and pass them to `loadManifest`. */
  validators: boolean;
}

/**
 * The chunks of `tools.gen.ts`, before formatting: the imports, an argument type per tool
 * (derived from the method or function itself, so it is exact; from the schema for
 * `registerTool`), the `ToolArgs` map, and a typed `registerTools` (with the ahead-of-time
 * validators, when they are generated).
 */
export async function renderGenModule(tools: readonly EmitTool[], options: GenModuleOptions): Promise<CodeChunk[]> {
  const imports = new ModuleImports(options.outDir);
  for (const { handler } of tools) {
    if (handler.kind === "method") imports.add(handler.classExport, handler.classExport.name === "default" ? handler.className : handler.classExport.name);
    if (handler.kind === "function") imports.add(handler.export, handler.export.name);
  }
  const scope = new IdentifierScope(RESERVED);
  imports.assign(scope);
  const typeNames = new Map(tools.map(({ entry }) => [entry.name, scope.claim(`${pascalCase(entry.name)}Args`)]));

  const argumentTypes: CodeChunk[] = [];
  for (const { handler, entry } of tools) {
    const typeName = typeNames.get(entry.name)!;
    if (handler.kind === "registerTool") argumentTypes.push({ text: await registeredArgsType(entry.inputSchema, typeName, scope), preformatted: false });
    else argumentTypes.push({ text: cachedSignatureArgsType(handler, entry, typeName, signatureTarget(handler, imports)), preformatted: true });
  }

  const agentInstances = new Map<string, string>();
  const handlers = new Map<string, string>();
  for (const { handler, entry } of tools) {
    if (handler.kind === "method") agentInstances.set(handler.className, instanceType(handler, imports));
    else if (handler.kind === "function") handlers.set(handler.export.name, `typeof ${imports.localName(handler.export)}`);
    else handlers.set(handler.export.name, `(args: ${typeNames.get(entry.name)!}, context: ToolCallContext) => unknown`);
  }

  // An unused import would fail a user's `noUnusedLocals`, so the context type comes only when used.
  const runtimeTypes = tools.some(({ handler }) => handler.kind === "registerTool") ? "ToolCallContext, ToolRegistry" : "ToolRegistry";
  const header = renderTemplate("tools.gen.header.ts", {
    project: options.projectLabel,
    runtimeImports: `import { loadManifest } from "gen-tools";\nimport type { ${runtimeTypes} } from "gen-tools";`,
    validatorsImport: options.validators ? `\nimport { validators } from "./${VALIDATORS_FILE}";` : "",
    sourceImports: imports.render(),
  });
  const toolArgs = tools.map(({ entry }) => `  ${propertyKey(entry.name)}: ${typeNames.get(entry.name)!};`);
  const implementations = renderTemplate("tool-implementations.ts", { agentInstances: typeLiteral(agentInstances), handlers: typeLiteral(handlers) });
  const registerTools = renderTemplate("register-tools.ts", {
    agentInstancesOptional: agentInstances.size === 0 ? "?" : "",
    handlersOptional: handlers.size === 0 ? "?" : "",
    validatorsOption: options.validators ? "\n    validators," : "",
  });
  return [
    { text: header, preformatted: true },
    ...argumentTypes,
    { text: renderTemplate("tool-args-map.ts", { entries: toolArgs.join("\n") }), preformatted: toolArgs.length > 0 },
    { text: implementations, preformatted: true },
    { text: registerTools, preformatted: true },
  ];
}

/** The type expression `Parameters<...>` is taken of: the method through its class, or the function. */
function signatureTarget(handler: MethodHandler | FunctionHandler, imports: ModuleImports): string {
  if (handler.kind === "function") return `typeof ${imports.localName(handler.export)}`;
  return `${instanceType(handler, imports)}[${JSON.stringify(handler.member)}]`;
}

/** The class's instance type; a generic class is instantiated with its constraints. */
function instanceType(handler: MethodHandler, imports: ModuleImports): string {
  const local = imports.localName(handler.classExport);
  return handler.classIsGeneric ? `InstanceType<typeof ${local}>` : local;
}

function cachedSignatureArgsType(handler: MethodHandler | FunctionHandler, entry: ToolEntry, typeName: string, target: string): string {
  const key = `${typeName}\0${target}`;
  const cached = argumentTypeCache.get(entry);
  if (cached?.key === key) return cached.text;
  const text = signatureArgsType(handler, entry, typeName, target);
  argumentTypeCache.set(entry, { key, text });
  return text;
}

/**
 * Positional parameters become properties typed `Parameters<target>[i]`; a lone destructured
 * parameter is the type itself; no parameters, an empty object.
 */
function signatureArgsType(handler: MethodHandler | FunctionHandler, entry: ToolEntry, typeName: string, target: string): string {
  const summary = entry.description === "" ? "." : `: ${docLine(entry.description)}`;
  if (entry.parameters === null || entry.parameters.length === 0) {
    const type = entry.parameters === null ? `Parameters<${target}>[0]` : "Record<string, never>";
    return renderTemplate("tool-args-alias.ts", { toolName: entry.name, summary, typeName, type });
  }
  const required = new Set(entry.inputSchema.required ?? []);
  const properties = entry.parameters.map((name) => `  ${name}${required.has(name) ? "" : "?"}: Parameters<${target}>[${handler.parameterNames.indexOf(name)}];`);
  return renderTemplate("tool-args.ts", { toolName: entry.name, summary, typeName, properties: properties.join("\n") });
}

/** `{ A: A; ... }` one member a line, sorted; `{}` when empty. */
function typeLiteral(entries: ReadonlyMap<string, string>): string {
  if (entries.size === 0) return "{}";
  const lines = [...entries.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([key, type]) => `  ${propertyKey(key)}: ${type};`);
  return `{\n${lines.join("\n")}\n}`;
}

/** Quoted only where needed, as prettier's default `quoteProps: "as-needed"` writes it. */
function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}
