import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { nearestPackageFolder } from "../project/installed-package.js";
import type ts from "../typescript.cjs";
import type { FileReads } from "./discover-context.js";

/**
 * The source files a declaration file was built from, found as an editor's "go to source" finds
 * them: through its declaration map (the one its `sourceMappingURL` comment names, else
 * `index.d.ts.map` beside it), whose `sources` name the .ts files; without one, the file the
 * package's layout implies (`dist/a/b.d.ts` → `src/a/b.ts`, `dist/src/a.d.ts` → `src/a.ts`).
 * Only files that exist are returned.
 */
export function declarationSources(declarationFile: DeclarationText, files: FileReads): string[] {
  const fromMap = mapSources(declarationFile, files).filter((file) => files.fileExists(file));
  return fromMap.length > 0 ? fromMap : layoutSources(declarationFile.fileName, files).filter((file) => files.fileExists(file));
}

/** A declaration file's path and text, which is all that is read of it. */
export type DeclarationText = Pick<ts.SourceFile, "fileName" | "text">;

/** `index.d.ts` → `index.js` (`.d.mts` → `.mjs`, `.d.cts` → `.cjs`): the JavaScript tsc emits beside it. */
export function emittedJavaScript(declarationFile: string): string | undefined {
  const match = DECLARATION.exec(declarationFile);
  return match === null ? undefined : `${declarationFile.slice(0, match.index)}.${match[1] ?? ""}js`;
}

const DECLARATION = /\.d\.([mc]?)ts$/;
const MAPPING_URL = /^\/\/# sourceMappingURL=(\S+)\s*$/m;

function mapSources(declarationFile: DeclarationText, files: FileReads): string[] {
  const file = declarationFile.fileName;
  const url = sourceMappingUrl(declarationFile.text);
  const at = url === undefined ? `${file}.map` : mapFileAt(url, file);
  if (at === undefined) return [];
  const text = files.readFile(at);
  if (text === undefined) return [];
  try {
    const parsed = JSON.parse(text) as { sources?: unknown; sourceRoot?: unknown };
    const root = typeof parsed.sourceRoot === "string" ? parsed.sourceRoot : "";
    const sources = Array.isArray(parsed.sources) ? parsed.sources.filter((s): s is string => typeof s === "string") : [];
    return sources.map((source) => (source.startsWith("file:") ? fileURLToPath(source) : resolve(dirname(at), root, source)));
  } catch {
    // A map that is not JSON (or names a file URL that is not one) gives no source.
    return [];
  }
}

/** The URL of the `sourceMappingURL` comment tsc writes last; an earlier one may be inside the text of a declaration. */
export function sourceMappingUrl(text: string): string | undefined {
  const at = text.lastIndexOf("//# sourceMappingURL=");
  return at === -1 ? undefined : MAPPING_URL.exec(text.slice(at))?.[1];
}

/**
 * The file a `sourceMappingURL` names: a `file:` URL's path (tsc writes one for an absolute
 * `mapRoot`), else the percent-decoded path (tsc writes `encodeURI`'s) from the declaration's folder.
 * A URL with a malformed escape, or of another scheme (`https:`), names none on disk.
 */
function mapFileAt(url: string, declarationFile: string): string | undefined {
  // Two letters or more before the colon: `C:/maps/` is a Windows path, not a scheme.
  const scheme = /^([a-z][a-z\d+.-]+):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== "file") return undefined;
  try {
    return scheme === "file" ? fileURLToPath(url) : resolve(dirname(declarationFile), decodeURIComponent(url));
  } catch {
    return undefined;
  }
}

function layoutSources(file: string, files: FileReads): string[] {
  const match = DECLARATION.exec(file);
  if (match === null) return [];
  const root = nearestPackageFolder(dirname(file), (path) => files.fileExists(path));
  if (root === undefined) return [];
  const [out, ...rest] = relative(root, file.slice(0, match.index)).split(/[\\/]/);
  // A declaration at the package's top, or already in src/ (written by hand), has no other source.
  if (out === undefined || rest.length === 0 || out === "src") return [];
  const path = rest[0] === "src" ? join(root, ...rest) : join(root, "src", ...rest);
  const kind = match[1] ?? "";
  return kind === "" ? [`${path}.ts`, `${path}.tsx`] : [`${path}.${kind}ts`];
}
