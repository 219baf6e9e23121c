import type { ToolEntry } from "../../src/manifest.js";
import type { ModuleExport } from "../discover/index.js";
import type { EmitTool, FunctionHandler, MethodHandler } from "./emit-tool.js";
import { docLine, IdentifierScope, pascalCase, safeTypeName } from "./identifiers.js";
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
  "freezeManifest",
  "ToolRegistry",
  "ToolCallContext",
  "Parameters",
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

/** The last module rendered, with each tool's type name and `Parameters<...>` target, by position. */
interface RenderedModule {
  tools: readonly EmitTool[];
  options: GenModuleOptions;
  typeNames: string[];
  targets: (string | null)[];
  chunks: CodeChunk[];
}

/** Where a watch session keeps the module it rendered last (see `renderGenModule`). */
export interface GenModuleMemory {
  last?: RenderedModule;
}

/**
 * The chunks of `tools.gen.ts`, before formatting: the imports, an argument type per tool
 * (derived from the method or function itself, so it is exact; from the schema for
 * `registerTool`), the `ToolArgs` map, and a typed `registerTools` (with the ahead-of-time
 * validators, when they are generated). When only some tools' entries changed since the last
 * render (a watch run after an edit that renamed or moved nothing), only their argument types are
 * rendered again: every other chunk depends on the tools' names and handlers alone.
 */
export async function renderGenModule(tools: readonly EmitTool[], options: GenModuleOptions, memory: GenModuleMemory = {}): Promise<CodeChunk[]> {
  const previous = memory.last;
  if (previous !== undefined && sameLayout(previous, tools, options)) {
    const chunks = [...previous.chunks];
    for (const [i, { handler, entry }] of tools.entries()) {
      if (tools[i] === previous.tools[i] || handler.kind === "registerTool") continue;
      chunks[1 + i] = { text: cachedSignatureArgsType(handler, entry, previous.typeNames[i]!, previous.targets[i]!), preformatted: true };
    }
    memory.last = { ...previous, tools, chunks };
    return chunks;
  }
  const rendered = await fullModule(tools, options);
  memory.last = rendered;
  return rendered.chunks;
}

/**
 * The same options, the same tools in the same order with the same handlers; what changed is in the
 * entries of method and function tools (a `registerTool` schema names types of its own).
 */
function sameLayout(previous: RenderedModule, tools: readonly EmitTool[], options: GenModuleOptions): boolean {
  const o = previous.options;
  if (o.outDir !== options.outDir || o.projectLabel !== options.projectLabel || o.validators !== options.validators) return false;
  return previous.tools.length === tools.length && tools.every((tool, i) => tool === previous.tools[i] || sameHandler(previous.tools[i]!, tool));
}

function sameHandler(a: EmitTool, b: EmitTool): boolean {
  if (a.entry.name !== b.entry.name) return false;
  const [x, y] = [a.handler, b.handler];
  if (x.kind === "method" && y.kind === "method") {
    return x.className === y.className && sameExport(x.classExport, y.classExport) && x.classIsGeneric === y.classIsGeneric && x.member === y.member;
  }
  return x.kind === "function" && y.kind === "function" && sameExport(x.export, y.export);
}

function sameExport(a: ModuleExport, b: ModuleExport): boolean {
  return a.file === b.file && a.name === b.name;
}

async function fullModule(tools: readonly EmitTool[], options: GenModuleOptions): Promise<RenderedModule> {
  const imports = new ModuleImports(options.outDir);
  for (const { handler } of tools) {
    if (handler.kind === "method") imports.add(handler.classExport, handler.classExport.name === "default" ? handler.className : handler.classExport.name);
    if (handler.kind === "function") imports.add(handler.export, handler.export.name);
  }
  const scope = new IdentifierScope(RESERVED);
  imports.assign(scope);
  const typeNames = tools.map(({ entry, handler }) => {
    const preferred = `${pascalCase(entry.name)}Args`;
    // json-schema-to-typescript declares a registerTool tool's type, by a name it may recase.
    return scope.claim(handler.kind === "registerTool" ? safeTypeName(preferred) : preferred);
  });
  const targets = tools.map(({ handler }) => (handler.kind === "registerTool" ? null : signatureTarget(handler, imports)));

  const argumentTypes: CodeChunk[] = [];
  for (const [i, { handler, entry }] of tools.entries()) {
    if (handler.kind === "registerTool") argumentTypes.push({ text: await registeredArgsType(entry.inputSchema, entry.dates ?? [], typeNames[i]!, scope), preformatted: false });
    else argumentTypes.push({ text: cachedSignatureArgsType(handler, entry, typeNames[i]!, targets[i]!), preformatted: true });
  }

  const agentInstances = new Map<string, string>();
  const handlers = new Map<string, string>();
  for (const [i, { handler }] of tools.entries()) {
    if (handler.kind === "method") agentInstances.set(handler.className, instanceType(handler, imports));
    else if (handler.kind === "function") handlers.set(handler.export.name, `typeof ${imports.localName(handler.export)}`);
    else handlers.set(handler.export.name, `(args: ${typeNames[i]!}, context: ToolCallContext) => unknown`);
  }

  // An unused import would fail a user's `noUnusedLocals`, so the context type comes only when used.
  const runtimeTypes = tools.some(({ handler }) => handler.kind === "registerTool") ? "ToolCallContext, ToolRegistry" : "ToolRegistry";
  const header = renderTemplate("tools.gen.header.ts", {
    project: options.projectLabel,
    runtimeImports: `import { freezeManifest, loadManifest } from "gen-tools";\nimport type { ${runtimeTypes} } from "gen-tools";`,
    validatorsImport: options.validators ? `\nimport { validators } from "./${VALIDATORS_FILE}";` : "",
    sourceImports: imports.render(),
  });
  const toolArgs = tools.map(({ entry }, i) => `  ${propertyKey(entry.name)}: ${typeNames[i]!};`);
  const implementations = renderTemplate("tool-implementations.ts", { agentInstances: typeLiteral(agentInstances), handlers: typeLiteral(handlers) });
  const registerTools = renderTemplate("register-tools.ts", {
    agentInstancesOptional: agentInstances.size === 0 ? "?" : "",
    handlersOptional: handlers.size === 0 ? "?" : "",
    validatorsOption: options.validators ? "\n    validators," : "",
  });
  const chunks = [
    { text: header, preformatted: true },
    ...argumentTypes,
    { text: renderTemplate("tool-args-map.ts", { entries: toolArgs.join("\n") }), preformatted: toolArgs.length > 0 },
    { text: implementations, preformatted: true },
    { text: registerTools, preformatted: true },
  ];
  return { tools, options, typeNames, targets, chunks };
}

/** The type expression `Parameters<...>` is taken of: the method through its class, or the function. */
function signatureTarget(handler: MethodHandler | FunctionHandler, imports: ModuleImports): string {
  if (handler.kind === "function") return `typeof ${imports.localName(handler.export)}`;
  return `${instanceType(handler, imports)}[${JSON.stringify(handler.member)}]`;
}

/**
 * The class's instance type. A generic class's is its `prototype`'s type, the class with `any` for
 * each type parameter: an instance of any type arguments is one of those (`Queue<string>` is no
 * `Queue<unknown>` when `T` is in a callback's parameter), and unlike `InstanceType<typeof C>` it
 * needs no public constructor. A tool's parameters never involve the class's type parameters
 * (GT1006), so `Parameters<>` of a method through it loses nothing.
 */
function instanceType(handler: MethodHandler, imports: ModuleImports): string {
  const local = imports.localName(handler.classExport);
  return handler.classIsGeneric ? `typeof ${local}.prototype` : local;
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

/**
 * `{ A: A; ... }` one member a line, sorted. Empty, it is `Record<string, never>`, which takes `{}`
 * and refuses a stray member that `registerTools` would throw on; `{}` would take any value.
 */
function typeLiteral(entries: ReadonlyMap<string, string>): string {
  if (entries.size === 0) return "Record<string, never>";
  const lines = [...entries.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([key, type]) => `  ${propertyKey(key)}: ${type};`);
  return `{\n${lines.join("\n")}\n}`;
}

/** Quoted only where needed, as prettier's default `quoteProps: "as-needed"` writes it. */
function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}
