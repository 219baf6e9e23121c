import { statSync } from "node:fs";
import { relative } from "node:path";
import { ConfigError } from "./config/config-error.js";

/**
 * Refuses an output folder that cannot be one (a file is there, or above it) before a run builds
 * anything: every read of an earlier output would fail with ENOTDIR, which says nothing of why.
 */
export function checkOutputFolder(outDir: string, cwd: string): void {
  let isFolder: boolean;
  try {
    isFolder = statSync(outDir, { throwIfNoEntry: false })?.isDirectory() ?? true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOTDIR") throw outputError(outDir, cwd, error);
    isFolder = false;
  }
  if (!isFolder) throw new ConfigError("GT4009", `cannot write the outputs to ${label(outDir, cwd)}: a file is in the way of that folder (set out, or --out, to a folder)`);
}

/** Runs `write`; a failure is GT4009, naming the output folder and the system's reason. */
export function writingOutputs(outDir: string, cwd: string, write: () => void): void {
  try {
    write();
  } catch (error) {
    throw outputError(outDir, cwd, error);
  }
}

function outputError(outDir: string, cwd: string, error: unknown): ConfigError {
  return new ConfigError("GT4009", `cannot write the outputs to ${label(outDir, cwd)}: ${reasonOf(error)}`);
}

function reasonOf(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ENOSPC") return "no space left on the device";
  if (code === "EROFS") return "the file system is read-only";
  return message;
}

function label(path: string, cwd: string): string {
  return relative(cwd, path).replace(/\\/g, "/") || ".";
}
