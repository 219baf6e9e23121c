import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Project, ts } from "ts-morph";
import { SchemaConverter, type ConvertOptions, type SignatureSchemas } from "../../generator/convert/index.js";
import { formatDiagnostic } from "../../generator/diagnostics.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));

/** The runtime's own files, placed at `/project/gen-tools/` so tests import the real tags and context type. */
const RUNTIME_FILES = [
  "src/tags.ts",
  "src/json-schema.ts",
  "src/manifest.ts",
  "src/registry/types.ts",
  "src/validator/types.ts",
];

export interface TestProject {
  converter: SchemaConverter;
  project: Project;
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
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2023.d.ts"],
      types: [],
    },
  });
  for (const file of RUNTIME_FILES)
    project.createSourceFile(`/project/gen-tools/${file}`, readFileSync(repo + file, "utf8"));
  for (const [path, text] of Object.entries(files)) project.createSourceFile(`/project/${path}`, text);
  const checker = project.getTypeChecker().compilerObject;
  const converter = new SchemaConverter(checker, {
    projectRoot: "/project",
    closedObjects: true,
    ...options,
  });
  const tool = (name: string, opts?: Parameters<SchemaConverter["signature"]>[1]): SignatureSchemas =>
    converter.signature(findSignature(project, name), opts);
  return {
    converter,
    project,
    tool,
    problems: (name) => tool(name).diagnostics.map(formatDiagnostic),
  };
}

function findSignature(project: Project, name: string): ts.SignatureDeclaration {
  const [owner, member] = name.split(".");
  for (const file of project.getSourceFiles()) {
    if (member === undefined) {
      const fn = file.getFunction(owner as string);
      if (fn !== undefined) return fn.compilerNode;
    } else {
      const method = file.getClass(owner as string)?.getMethod(member);
      if (method !== undefined) return method.compilerNode;
    }
  }
  throw new Error(`no function or method '${name}' in the test project`);
}
