import type { Diagnostic } from "../diagnostics.js";

/**
 * A usage or configuration problem (missing tsconfig, bad config file, bad flag): the CLI prints
 * the diagnostic and exits 2. Thrown, because nothing can be generated until it is fixed.
 */
export class ConfigError extends Error {
  readonly diagnostic: Diagnostic;

  /** `file`, and where in it (1-based), for a problem a config file's text has. */
  constructor(code: string, message: string, file?: string, at?: { line: number; column: number }) {
    super(message);
    this.name = "ConfigError";
    this.diagnostic = file === undefined ? { code, severity: "error", message } : { code, severity: "error", message, file, ...at };
  }
}
