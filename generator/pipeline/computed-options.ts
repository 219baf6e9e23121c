import ts from "../typescript.cjs";

/**
 * The compiler's own rules for what an option the tsconfig leaves unset comes to (TypeScript 6
 * turns `resolveJsonModule` on under NodeNext, `checkJs` implies `allowJs`, …): its JavaScript API
 * has them but does not declare them. package.json pins @ts-morph/common, and so the compiler's
 * version: they are there.
 */
interface ComputedOptions {
  getResolveJsonModule(options: ts.CompilerOptions): boolean;
  getAllowJSCompilerOption(options: ts.CompilerOptions): boolean;
  /** `module`, or what `target` makes it (TypeScript 6: ES2022 for ES2022 and later up to ES2025, ESNext for ESNext). */
  getEmitModuleKind(options: ts.CompilerOptions): ts.ModuleKind;
  /** `target`, or its default (TypeScript 6: ES2025). */
  getEmitScriptTarget(options: ts.CompilerOptions): ts.ScriptTarget;
  getUseDefineForClassFields(options: ts.CompilerOptions): boolean;
  /** `moduleResolution`, or the one `module` (as `getEmitModuleKind` computes it) implies. */
  getEmitModuleResolutionKind(options: ts.CompilerOptions): ts.ModuleResolutionKind;
  /** The `exports` conditions an import is resolved with, `default` aside: `mode` is the importer's (see `Program.getModeForUsageLocation`). */
  getConditions(options: ts.CompilerOptions, mode: ts.ResolutionMode): string[];
}

export const computedOptions = ts as unknown as ComputedOptions;
