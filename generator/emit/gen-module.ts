import ts from "../typescript.cjs";
import type { ToolEntry } from "../../src/manifest.js";
import type { FunctionTool, MethodTool } from "../discover/index.js";
import type { BuiltTool } from "../pipeline/build-entries.js";
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
export async function renderGenModule(built: readonly BuiltTool[], options: GenModuleOptions): Promise<CodeChunk[]> {
  const imports = new ModuleImports(options.outDir);
  for (const { tool } of built) {
    if (tool.kind === "method") imports.add(tool.classExport, tool.classExport.name === "default" ? tool.className : tool.classExport.name);
    if (tool.kind === "function") imports.add(tool.export, tool.export.name);
  }
  const scope = new IdentifierScope(RESERVED);
  imports.assign(scope);
  const typeNames = new Map(built.map(({ entry }) => [entry.name, scope.claim(`${pascalCase(entry.name)}Args`)]));

  const argumentTypes: CodeChunk[] = [];
  for (const { tool, entry } of built) {
    const typeName = typeNames.get(entry.name)!;
    if (tool.kind === "registerTool") argumentTypes.push({ text: await registeredArgsType(entry.inputSchema, typeName, scope), preformatted: false });
    else argumentTypes.push({ text: cachedSignatureArgsType(tool, entry, typeName, signatureTarget(tool, imports)), preformatted: true });
  }

  const agentInstances = new Map<string, string>();
  const handlers = new Map<string, string>();
  for (const { tool, entry } of built) {
    if (tool.kind === "method") agentInstances.set(tool.className, instanceType(tool, imports));
    else if (tool.kind === "function") handlers.set(tool.export.name, `typeof ${imports.localName(tool.export)}`);
    else handlers.set(tool.export.name, `(args: ${typeNames.get(entry.name)!}, context: ToolCallContext) => unknown`);
  }

  // An unused import would fail a user's `noUnusedLocals`, so the context type comes only when used.
  const runtimeTypes = built.some(({ tool }) => tool.kind === "registerTool") ? "ToolCallContext, ToolRegistry" : "ToolRegistry";
  const header = renderTemplate("tools.gen.header.ts", {
    project: options.projectLabel,
    runtimeImports: `import { loadManifest } from "gen-tools";\nimport type { ${runtimeTypes} } from "gen-tools";`,
    validatorsImport: options.validators ? `\nimport { validators } from "./${VALIDATORS_FILE}";` : "",
    sourceImports: imports.render(),
  });
  const toolArgs = built.map(({ entry }) => `  ${propertyKey(entry.name)}: ${typeNames.get(entry.name)!};`);
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
function signatureTarget(tool: MethodTool | FunctionTool, imports: ModuleImports): string {
  if (tool.kind === "function") return `typeof ${imports.localName(tool.export)}`;
  return `${instanceType(tool, imports)}[${JSON.stringify(tool.member)}]`;
}

/** The class's instance type; a generic class is instantiated with its constraints. */
function instanceType(tool: MethodTool, imports: ModuleImports): string {
  const local = imports.localName(tool.classExport);
  return tool.classIsGeneric ? `InstanceType<typeof ${local}>` : local;
}

function cachedSignatureArgsType(tool: MethodTool | FunctionTool, entry: ToolEntry, typeName: string, target: string): string {
  const key = `${typeName}\0${target}`;
  const cached = argumentTypeCache.get(entry);
  if (cached?.key === key) return cached.text;
  const text = signatureArgsType(tool, entry, typeName, target);
  argumentTypeCache.set(entry, { key, text });
  return text;
}

/**
 * Positional parameters become properties typed `Parameters<target>[i]`; a lone destructured
 * parameter is the type itself; no parameters, an empty object.
 */
function signatureArgsType(tool: MethodTool | FunctionTool, entry: ToolEntry, typeName: string, target: string): string {
  const summary = entry.description === "" ? "." : `: ${docLine(entry.description)}`;
  if (entry.parameters === null || entry.parameters.length === 0) {
    const type = entry.parameters === null ? `Parameters<${target}>[0]` : "Record<string, never>";
    return renderTemplate("tool-args-alias.ts", { toolName: entry.name, summary, typeName, type });
  }
  const required = new Set(entry.inputSchema.required ?? []);
  const declared = tool.signature.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ""));
  const properties = entry.parameters.map((name) => `  ${name}${required.has(name) ? "" : "?"}: Parameters<${target}>[${declared.indexOf(name)}];`);
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
