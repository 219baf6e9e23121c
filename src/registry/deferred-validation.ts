import { compile } from "../validator/compile.js";
import type { DeferredValidator, ValidationResult, Validator } from "../validator/types.js";
import { describeValue } from "./describe-value.js";
import { errorMessage } from "../error-message.js";
import { ValidatorLoadError } from "./errors.js";
import { jsonText } from "./json-text.js";
import { readKept, type KeptSchema } from "./usable-schema.js";

/**
 * How a tool with a deferred validator checks its calls. The first call starts the import and is
 * checked by the interpreter, as are the calls made before the import is done: the two give the
 * same results, so only the speed changes. A validator that fails to import leaves the interpreter
 * in place; `load()` rejects with why, and an import a call started, which nobody awaits, reports
 * its failure to `onLoadError`.
 */
export class DeferredValidation {
  #current: Validator | undefined;
  #loading: Promise<void> | undefined;
  #settled = false;

  constructor(
    private readonly toolName: string,
    private readonly deferred: DeferredValidator,
    private readonly schema: KeptSchema,
    private readonly onLoadError: (error: ValidatorLoadError) => void,
  ) {}

  readonly validate = (args: unknown): ValidationResult => (this.#current ?? this.#interpret())(args);

  /** Imports the validator (once); resolves when calls use it. */
  load(): Promise<void> {
    this.#loading ??= this.#import().finally(() => {
      this.#settled = true;
    });
    return this.#loading;
  }

  /**
   * For a caller that can wait (the dispatcher): the import, started if need be, while it is under
   * way; `undefined` once it is done or has failed. It never rejects: a failed import leaves the
   * interpreter, and `load()` says why. Importing a schema's module costs less than compiling the
   * schema for the interpreter (a union of twenty objects: about 2 ms against 5).
   */
  pending(): Promise<void> | undefined {
    return this.#settled ? undefined : this.#loadForCall();
  }

  #interpret(): Validator {
    // With the default options, as gen-tools compiles the validator being imported.
    const interpreter = compile(readKept(this.schema));
    this.#current = interpreter;
    void this.#loadForCall();
    return interpreter;
  }

  /**
   * The import, for a call: it never rejects. When the call started it, no one else awaits it, so its
   * failure goes to `onLoadError`; one started by `load()` is that caller's to report. A schema that
   * cannot be read (a lazily read manifest's, see lazy-manifest.ts) is no failure of the validator:
   * the call reads the schema too, and reports it.
   */
  #loadForCall(): Promise<void> {
    const startedHere = this.#loading === undefined;
    return this.load().catch((error: unknown) => {
      if (!startedHere || !(error instanceof ValidatorLoadError)) return;
      try {
        this.onLoadError(error);
      } catch {
        // The call goes on with the interpreter whatever the reporter does: it must not fail the call.
      }
    });
  }

  async #import(): Promise<void> {
    let loaded: unknown;
    try {
      loaded = await this.deferred.load();
    } catch (error) {
      throw new ValidatorLoadError(this.toolName, errorMessage(error), { cause: error });
    }
    if (typeof loaded !== "function") throw new ValidatorLoadError(this.toolName, `load() gave ${describeValue(loaded)}, not a validator function`);
    const validator = loaded as Validator;
    if (validator.checkedSchema !== undefined) this.#assertCheckedSchema(validator.checkedSchema);
    this.#current = validator;
  }

  /**
   * Refuses a module generated for another schema (a manifest edited by hand since gen-tools wrote
   * it, an index that names the wrong module), which would check calls against that schema.
   */
  #assertCheckedSchema(checkedSchema: string): void {
    const text = jsonText(readKept(this.schema));
    // No schema gen-tools compiles is this deep (checkSchema refuses one long before): a hand edit,
    // most likely, but the two cannot be compared, so the error says so rather than guess.
    if (text === undefined) {
      throw new ValidatorLoadError(
        this.toolName,
        "its input schema is nested too deeply for JSON.stringify to write it (the call stack ran out), so it cannot be compared with the schema the validator was generated for",
      );
    }
    if (checkedSchema !== text) throw new ValidatorLoadError(this.toolName, "the loaded validator was generated for another schema");
  }
}
