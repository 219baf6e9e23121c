import { dirname } from "node:path/posix";
import type { ToolEntry } from "../../src/manifest.js";

/** Below this many scanned files a project is small enough that parsing all of it costs little. */
const LARGE_PROJECT_FILES = 200;
/** At most this share of the files holding tools makes naming them worth a line. */
const FEW_TOOL_FILES = 0.2;
/** A tip lists at most this many folders; more are named by the folder above them all. */
const MAX_FOLDERS = 3;

/**
 * A line for a project without an `include` whose tools are in few of its many files: the globs
 * that would name their folders, with which a run parses only those and what they import (see
 * `Project.startFrom`). Undefined where there is nothing to suggest: a small project, tools in most
 * files, or tools at the project's top level, where a folder glob would take in everything.
 */
export function includeTip(tools: readonly ToolEntry[], filesScanned: number): string | undefined {
  const files = new Set(tools.map((t) => t.source.file));
  if (filesScanned < LARGE_PROJECT_FILES || files.size === 0 || files.size > filesScanned * FEW_TOOL_FILES) return undefined;
  const folders = outermost([...files].map((file) => dirname(file)));
  const named = folders.length <= MAX_FOLDERS ? folders : [commonFolder(folders)];
  if (named.some((folder) => folder === ".")) return undefined;
  const globs = named.map((folder) => JSON.stringify(`${folder}/**`)).join(", ");
  return `Tip: ${files.size} of ${filesScanned.toLocaleString("en-US")} files hold tools; with "include": [${globs}] in gen-tools.config.json, gen-tools parses only those and what they import.`;
}

/** The folders none of the others holds, sorted. */
function outermost(folders: readonly string[]): string[] {
  const unique = [...new Set(folders)].sort();
  return unique.filter((folder) => !unique.some((other) => other !== folder && (other === "." || folder.startsWith(`${other}/`))));
}

/** The deepest folder holding all of them (`.` for the project's own). */
function commonFolder(folders: readonly string[]): string {
  const parts = folders.map((folder) => folder.split("/"));
  const first = parts[0] ?? [];
  let shared = 0;
  while (shared < first.length && parts.every((p) => p[shared] === first[shared])) shared++;
  return shared === 0 ? "." : first.slice(0, shared).join("/");
}
