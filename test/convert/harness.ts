import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SchemaConverter, type ConvertOptions, type SignatureSchemas } from "../../generator/convert/index.js";
import { formatDiagnostic } from "../../generator/diagnostics.js";
import { serveLibFiles } from "../../generator/project/lib-files.js";
import ts from "../../generator/typescript.cjs";

const repo = fileURLToPath(new URL("../../", import.meta.url));

/** The runtime's own files, placed at `/project/gen-tools/` so tests import the real tags and context type. */
const RUNTIME_FILES = [
  "src/tags.ts",
  "src/json-schema.ts",
  "src/manifest.ts",
  "src/registry/types.ts",
  "src/validator/types.ts",
];

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ["lib.es2023.d.ts"],
  types: [],
};

export interface TestProject {
  converter: SchemaConverter;
  program: ts.Program;
  /** `fn` for a function declaration, `Class.method` for a method. */
  tool(name: string, opts?: Parameters<SchemaConverter["signature"]>[1]): SignatureSchemas;
  /** The formatted diagnostics of a tool. */
  problems(name: string): string[];
}

/**
 * A project in memory: `files` maps paths under `/project/` to their text. Sources import the
 * runtime as `./gen-tools/src/tags.js` (or `../gen-tools/...` from a subfolder).
 */
export function makeProject(files: Record<string, string>, options: Partial<ConvertOptions> = {}): TestProject {
  const texts = new Map<string, string>();
  for (const file of RUNTIME_FILES) texts.set(`/project/gen-tools/${file}`, readFileSync(repo + file, "utf8"));
  for (const [path, text] of Object.entries(files)) texts.set(`/project/${path}`, text);
  const program = ts.createProgram({ rootNames: [...texts.keys()], options: COMPILER_OPTIONS, host: inMemoryHost(texts) });
  const converter = new SchemaConverter(program.getTypeChecker(), {
    projectRoot: "/project",
    closedObjects: true,
    ...options,
  });
  const tool = (name: string, opts?: Parameters<SchemaConverter["signature"]>[1]): SignatureSchemas =>
    converter.signature(findSignature(program, name), opts);
  return {
    converter,
    program,
    tool,
    problems: (name) => tool(name).diagnostics.map(formatDiagnostic),
  };
}

/** The files of `texts` under `/project/`; TypeScript's lib files from memory, as the generator's Project has them. */
function inMemoryHost(texts: ReadonlyMap<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  // As the generator's Project parses: JSDoc when asked for (generator/jsdoc-on-demand.ts).
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeInfo;
  host.readFile = (fileName) => texts.get(fileName);
  host.fileExists = (fileName) => texts.has(fileName);
  host.directoryExists = (dir) => [...texts.keys()].some((f) => f.startsWith(`${dir}/`));
  host.getCurrentDirectory = () => "/project";
  serveLibFiles(host);
  return host;
}

function findSignature(program: ts.Program, name: string): ts.SignatureDeclaration {
  const [owner, member] = name.split(".");
  for (const file of program.getSourceFiles()) {
    for (const statement of file.statements) {
      if (member === undefined && ts.isFunctionDeclaration(statement) && statement.name?.text === owner) return statement;
      if (member !== undefined && ts.isClassDeclaration(statement) && statement.name?.text === owner) {
        const method = statement.members.find((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === member);
        if (method !== undefined) return method;
      }
    }
  }
  throw new Error(`no function or method '${name}' in the test project`);
}
