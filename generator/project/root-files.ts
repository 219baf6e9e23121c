import picomatch from "picomatch";
import { relative } from "node:path";
import { hasModuleSyntax } from "./module-syntax.js";

/**
 * The configuration's `include`, as a test of a file name: whether its tools are read. `null`
 * (no `include`) reads every file's.
 */
export function includeMatcher(root: string, include: readonly string[] | null): (fileName: string) => boolean {
  if (include === null) return () => true;
  const matches = picomatch([...include], { dot: true });
  return (fileName) => matches(relative(root, fileName).replace(/\\/g, "/"));
}

// What can change the meaning of a name in another file that does not import this one.
const GLOBAL_EFFECTS = /\bdeclare\s+(global|module)\b|^\s*\/\/\/\s*<reference\b/m;

/**
 * Whether a file the program does not start from could still change what a name means in the files
 * it does start from: a declaration file, a script (no `import` or `export`: its top-level
 * declarations are global), a `declare global` or `declare module` augmentation, or a triple-slash
 * reference. Read from the text, erring towards yes: such a file costs a parse, a file missed would
 * cost a type. `undefined` text (a file gone) is no.
 */
export function affectsOtherFiles(fileName: string, text: string | undefined): boolean {
  if (text === undefined) return false;
  if (isDeclarationFile(fileName)) return true;
  return GLOBAL_EFFECTS.test(text) || !hasModuleSyntax(text);
}

export function isDeclarationFile(fileName: string): boolean {
  return /\.d\.[cm]?ts$/.test(fileName);
}
