import type { Diagnostic } from "../diagnostics.js";

/**
 * A usage or configuration problem (missing tsconfig, bad config file, bad flag): the CLI prints
 * the diagnostic and exits 2. Thrown, because nothing can be generated until it is fixed.
 */
export class ConfigError extends Error {
  readonly diagnostic: Diagnostic;

  constructor(code: string, message: string, file?: string) {
    super(message);
    this.name = "ConfigError";
    this.diagnostic = file === undefined ? { code, severity: "error", message } : { code, severity: "error", message, file };
  }
}
