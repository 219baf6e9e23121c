import { createRequire } from "node:module";
import { dirname } from "node:path";
import type TypeScript from "./typescript.cjs";

const require = createRequire(import.meta.url);
let compiler: typeof TypeScript | undefined;

/**
 * The compiler, loaded when the first file with a decorator is transformed: about 0.4 s that a
 * Vite or vitest run whose files have none does not pay for having the plugin in its config. By
 * package.json's `imports` name, as typescript.cts requires it, which resolves from wherever Vite
 * put the config that imports this module (it bundles a config's relative imports).
 */
function typescript(): typeof TypeScript {
  compiler ??= require("#ts-morph-compiler") as typeof TypeScript;
  return compiler;
}

/** The compiler options of each tsconfig read, by its path (`""`: no tsconfig found). */
const optionsByConfig = new Map<string, TypeScript.CompilerOptions>();

/**
 * The compiler options of the tsconfig nearest to `folder` (with what it extends), read once per
 * tsconfig; none where no tsconfig is found or it cannot be read, which Vite reports itself.
 */
function projectOptions(ts: typeof TypeScript, folder: string): TypeScript.CompilerOptions {
  const path = ts.findConfigFile(folder, ts.sys.fileExists) ?? "";
  let options = optionsByConfig.get(path);
  if (options === undefined) {
    const parsed = path === "" ? undefined : ts.getParsedCommandLineOfConfigFile(path, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    options = parsed?.options ?? {};
    optionsByConfig.set(path, options);
  }
  return options;
}

/** A Vite plugin, as Vite and vitest take it: the hooks this one has. */
export interface VitePlugin {
  name: string;
  enforce: "pre";
  transform(code: string, id: string): { code: string; map: string | undefined } | null;
}

/**
 * A decorator: `@` before a name or a parenthesis (`@tool()`, `@record`, `@(expr)`), first on its
 * line or after `{`, `;` or `export`. JSDoc tags (` * @param`) and e-mail addresses do not match;
 * a match in a string only costs a transpile.
 */
const DECORATOR = /(?:^[ \t]*|[{;][ \t]*|\bexport[ \t]+)@[A-Za-z_$(]/m;

/**
 * `@tool()` under Vite and vitest: Vite's TypeScript transform (Oxc, esbuild before Vite 8) leaves
 * TC39 standard decorators as they are, and Node 20 cannot run them, so a test that imports a class
 * with `@tool()` methods fails with "SyntaxError: Invalid or unexpected token". This plugin lowers
 * the decorators of the files that have one with the TypeScript compiler gen-tools runs on (so
 * TypeScript 7, which has no JavaScript API, is no obstacle), before Vite's own transform; other
 * files are left to Vite.
 *
 * ```ts
 * // vitest.config.ts
 * import { defineConfig } from "vitest/config";
 * import { toolDecorators } from "gen-tools/vite";
 * export default defineConfig({ plugins: [toolDecorators()] });
 * ```
 */
export function toolDecorators(): VitePlugin {
  return {
    name: "gen-tools:tool-decorators",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[cm]?tsx?$/.test(file) || file.includes("/node_modules/") || !DECORATOR.test(code)) return null;
      const ts = typescript();
      const project = projectOptions(ts, dirname(file));
      // Legacy decorators (TypeORM's, Angular's): Vite lowers them itself, as the tsconfig says.
      if (project.experimentalDecorators === true) return null;
      const out = ts.transpileModule(code, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          sourceMap: true,
          inlineSources: true,
          ...(project.useDefineForClassFields === undefined ? {} : { useDefineForClassFields: project.useDefineForClassFields }),
        },
      });
      // A file that does not parse is Vite's to report: the transpiler would print its best guess
      // (a method cut off at a missing parenthesis, its body left as a statement) as valid code.
      if (out.diagnostics !== undefined && out.diagnostics.length > 0) return null;
      return { code: out.outputText, map: out.sourceMapText };
    },
  };
}
