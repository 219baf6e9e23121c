import { join } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import type { EmitTool } from "../emit/emit-tool.js";
import { formatModule } from "../emit/format.js";
import { renderGenModule, type GenModuleMemory } from "../emit/gen-module.js";
import { manifestParts } from "../emit/manifest-json.js";
import { renderValidators, type ValidatorsMemory } from "../emit/validators-module.js";
import { outputOfParts, type OutputFile } from "../emit/write-outputs.js";

export const MANIFEST_FILE = "tools.manifest.json";
export const GEN_MODULE_FILE = "tools.gen.ts";

export interface OutputOptions {
  /** Absolute output directory. */
  outDir: string;
  /** How the generated module's header names the project. */
  projectLabel: string;
  validators: boolean;
  /** An output file's text as it is on disk, or `null` (the validators may be reused). */
  read: (path: string) => string | null;
  /** What a watch session keeps of the outputs it rendered last. */
  memory?: OutputMemory;
}

/** The outputs a watch session rendered last, for the next run to reuse what did not change. */
export interface OutputMemory {
  genModule: GenModuleMemory;
  validators: ValidatorsMemory;
}

/**
 * The outputs' paths and text, in memory: the manifest, `tools.gen.ts` and (unless turned off) the
 * validators, or the diagnostics of the schemas the validators refuse.
 */
export async function renderOutputs(tools: readonly EmitTool[], options: OutputOptions): Promise<{ outputs: OutputFile[] } | { diagnostics: Diagnostic[] }> {
  // The costliest output, so it comes first: when it fails, nothing else is rendered.
  const validators = options.validators
    ? renderValidators(tools, (path) => options.read(join(options.outDir, path)), options.memory?.validators)
    : null;
  if (validators?.ok === false) return { diagnostics: validators.diagnostics };
  const genPath = join(options.outDir, GEN_MODULE_FILE);
  const chunks = await renderGenModule(
    tools,
    { outDir: options.outDir, projectLabel: options.projectLabel, validators: validators !== null },
    options.memory?.genModule,
  );
  const outputs: OutputFile[] = [
    outputOfParts(join(options.outDir, MANIFEST_FILE), manifestParts(tools.map((t) => t.entry), validators?.validatorsHash)),
    { path: genPath, text: await formatModule(chunks, genPath) },
  ];
  if (validators !== null) {
    for (const [path, text] of validators.files) outputs.push({ path: join(options.outDir, path), text });
  }
  return { outputs };
}
