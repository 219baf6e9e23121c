import { describe, expect, it } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { loadManifest, ToolRegistry, ValidatorLoadError, type ToolHandler } from "../../src/registry/index.js";
import { compile, type DeferredValidator, type ValidationResult, type Validator } from "../../src/validator/index.js";
import { manifestWith } from "./helpers/one-tool-manifest.js";

const ARGS: JsonSchemaObject = { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false };
const TEXT = JSON.stringify(ARGS);
const noop: ToolHandler = () => undefined;

const HASH = "c0".repeat(32);

/** A deferred validator whose import the test settles by hand, and whose loaded validator counts its calls. */
function deferred(validatorsHash: string | null = HASH): {
  validator: DeferredValidator;
  loads: () => number;
  calls: () => number;
  settle: (result: Validator | Error) => Promise<void>;
} {
  let loads = 0;
  let calls = 0;
  let resolve!: (v: Validator) => void;
  let reject!: (e: Error) => void;
  const loading = new Promise<Validator>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    validator: {
      ...(validatorsHash === null ? {} : { validatorsHash }),
      load: () => {
        loads++;
        return loading;
      },
    },
    loads: () => loads,
    calls: () => calls,
    settle: async (result) => {
      if (result instanceof Error) reject(result);
      else
        resolve(
          Object.defineProperty((value: unknown): ValidationResult => {
            calls++;
            return result(value);
          }, "checkedSchema", { value: result.checkedSchema }),
        );
      // Lets the registry's handlers of the import run.
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

const aot = (text: string | undefined = TEXT): Validator => Object.defineProperty(compile(ARGS), "checkedSchema", { value: text });

describe("a tool registered with a deferred validator", () => {
  it("is checked by the interpreter until the validator is imported, which its first call starts once; then by the validator", async () => {
    const d = deferred();
    const registry = new ToolRegistry();
    registry.register("weather.get", ARGS, noop, { validator: d.validator });
    expect(d.loads()).toBe(0);

    const interpreted = compile(ARGS);
    for (const value of [{ city: "Oslo" }, { city: 1 }, {}]) expect(registry.validate("weather.get", value)).toEqual(interpreted(value));
    expect(d.loads()).toBe(1);
    expect(d.calls()).toBe(0);

    await d.settle(aot());
    expect(registry.validate("weather.get", { town: "Oslo" })).toEqual(interpreted({ town: "Oslo" }));
    expect(d.calls()).toBe(1);
    expect(d.loads()).toBe(1);
  });

  it("skips the registry's schema check through loadManifest when the manifest carries its validatorsHash, and only then", () => {
    const unsatisfiable: JsonSchemaObject = { ...ARGS, required: ["town"] };
    const load = (manifestHash: string | undefined, validator: DeferredValidator): unknown =>
      loadManifest(manifestWith(unsatisfiable, manifestHash), { handlers: { get: noop }, validators: { "weather.get": validator } });
    expect(() => load(HASH, deferred(HASH).validator)).not.toThrow();
    // Not written together: another run's hash, none in the manifest, or none on the validator.
    expect(() => load("d1".repeat(32), deferred(HASH).validator)).toThrow(/no value can pass/);
    expect(() => load(undefined, deferred(HASH).validator)).toThrow(/no value can pass/);
    expect(() => load(HASH, deferred(null).validator)).toThrow(/no value can pass/);
    // register() has no manifest to compare with: it checks.
    expect(() => new ToolRegistry().register("weather.get", unsatisfiable, noop, { validator: deferred(HASH).validator })).toThrow(/no value can pass/);
    // The schema is marked for its own registration only: registered again by hand, it is checked.
    const manifest = manifestWith(unsatisfiable, HASH);
    loadManifest(manifest, { handlers: { get: noop }, validators: { "weather.get": deferred(HASH).validator } });
    expect(() => new ToolRegistry().register("again", manifest.tools[0]!.inputSchema, noop)).toThrow(/no value can pass/);
  });

  it("refuses a loaded validator generated for another schema than the manifest's, though the hashes matched (a manifest edited by hand)", async () => {
    const d = deferred(HASH);
    const edited: JsonSchemaObject = { ...ARGS, properties: { city: { type: "string", minLength: 2 } } };
    const registry = loadManifest(manifestWith(edited, HASH), { handlers: { get: noop }, validators: { "weather.get": d.validator } });
    const loading = expect(registry.loadValidators()).rejects.toThrow(/^tool "weather.get": .*\(the loaded validator was generated for another schema\)/);
    await d.settle(aot());
    await loading;
    // The interpreter checks the calls, against the manifest's schema.
    expect(registry.validate("weather.get", { city: "O" })).toEqual(compile(edited)({ city: "O" }));
    expect(d.calls()).toBe(0);
  });

  it("loadValidators() imports every deferred validator at once, and calls then use them", async () => {
    const a = deferred();
    const b = deferred();
    const registry = new ToolRegistry();
    registry.register("a", ARGS, noop, { validator: a.validator });
    registry.register("b", ARGS, noop, { validator: b.validator });
    registry.register("c", ARGS, noop);
    const loading = registry.loadValidators();
    expect([a.loads(), b.loads()]).toEqual([1, 1]);
    await Promise.all([a.settle(aot()), b.settle(aot())]);
    await loading;
    registry.validate("a", {});
    registry.validate("b", {});
    expect([a.calls(), b.calls()]).toEqual([1, 1]);
  });

  it("keeps the interpreter when the import a call started fails, reports it once, and loadValidators() rejects naming the tool", async () => {
    const d = deferred();
    const reported: ValidatorLoadError[] = [];
    const registry = new ToolRegistry({ onValidatorLoadError: (error) => reported.push(error) });
    registry.register("weather.get", ARGS, noop, { validator: d.validator });
    // The call starts the import; its failure must not be an unhandled rejection.
    expect(registry.validate("weather.get", { city: "Oslo" })).toEqual({ ok: true });
    await d.settle(new Error("Cannot find module './tools.validators/0123456789abcdef.js'"));
    expect(registry.validate("weather.get", {})).toEqual(compile(ARGS)({}));
    expect(registry.get("weather.get").validatorLoading?.()).toBeUndefined();

    const failure = await registry.loadValidators().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ValidatorLoadError);
    expect(failure).toMatchObject({ code: "validator_load_failed", toolName: "weather.get" });
    expect((failure as Error).cause).toEqual(new Error("Cannot find module './tools.validators/0123456789abcdef.js'"));
    expect((failure as Error).message).toMatch(/^tool "weather\.get": its ahead-of-time validator could not be loaded \(Cannot find module '\.\/tools\.validators\/0123456789abcdef\.js'\); its calls are checked by the interpreter/);
    expect(reported).toEqual([failure]);
  });

  it("warns through console.warn by default; leaves a failure found by loadValidators() to its caller; survives a reporter that throws", async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const byCall = deferred();
      const registry = new ToolRegistry();
      registry.register("a", ARGS, noop, { validator: byCall.validator });
      const waiting = registry.get("a").validatorLoading?.();
      await byCall.settle(new Error("no such module"));
      await expect(waiting).resolves.toBeUndefined();
      expect(warnings).toEqual([[expect.stringMatching(/^gen-tools: tool "a": its ahead-of-time validator could not be loaded \(no such module\)/)]]);
    } finally {
      console.warn = warn;
    }

    const byLoad = deferred();
    const reported: ValidatorLoadError[] = [];
    const quiet = new ToolRegistry({ onValidatorLoadError: (error) => reported.push(error) });
    quiet.register("b", ARGS, noop, { validator: byLoad.validator });
    const loading = expect(quiet.loadValidators()).rejects.toThrow(ValidatorLoadError);
    quiet.validate("b", {});
    await byLoad.settle(new Error("no such module"));
    await loading;
    expect(reported).toEqual([]);

    const throwing = deferred();
    const strict = new ToolRegistry({
      onValidatorLoadError: () => {
        throw new Error("the reporter failed");
      },
    });
    strict.register("c", ARGS, noop, { validator: throwing.validator });
    const call = strict.get("c").validatorLoading?.();
    await throwing.settle(new Error("no such module"));
    await expect(call).resolves.toBeUndefined();
    expect(strict.validate("c", {})).toEqual(compile(ARGS)({}));
  });

  it("refuses a loaded validator generated for another schema, and one that is not a function", async () => {
    const other = deferred();
    const registry = new ToolRegistry();
    registry.register("a", ARGS, noop, { validator: other.validator });
    const loading = expect(registry.loadValidators()).rejects.toThrow(/^tool "a": .*\(the loaded validator was generated for another schema\)/);
    await other.settle(aot('{"type":"object"}'));
    await loading;
    registry.validate("a", {});
    expect(other.calls()).toBe(0);

    const notAFunction = new ToolRegistry();
    notAFunction.register("b", ARGS, noop, { validator: { load: async () => ({}) as Validator } });
    await expect(notAFunction.loadValidators()).rejects.toThrow(/^tool "b": .*\(load\(\) gave an object, not a validator function\)/);
  });

  it("is replaced with the rest of the tool on override, and forgotten on unregister", async () => {
    const d = deferred();
    const registry = new ToolRegistry();
    registry.register("a", ARGS, noop, { validator: d.validator });
    registry.register("a", ARGS, noop, { validator: aot(), override: true });
    registry.register("b", ARGS, noop, { validator: deferred().validator });
    registry.unregister("b");
    await registry.loadValidators();
    expect(d.loads()).toBe(0);
  });

  it("is not used by a registry whose validation options are not the defaults gen-tools compiles with: its own options check the calls", () => {
    const d = deferred();
    const registry = new ToolRegistry({ validation: { maxErrors: 1 } });
    registry.register("weather.get", ARGS, noop, { validator: d.validator });
    const value = { town: 1, country: 2 };
    expect(registry.validate("weather.get", value)).toEqual(compile(ARGS, { maxErrors: 1 })(value));
    expect(d.loads()).toBe(0);
  });

  it("refuses a validator that is neither a function nor { load }", () => {
    expect(() => new ToolRegistry().register("a", ARGS, noop, { validator: { validatorsHash: HASH } as unknown as DeferredValidator })).toThrow(
      /validator must be a function, or a deferred validator \(\{ load \}\), got an object/,
    );
  });

  it("comes from loadManifest's validators, by tool name", async () => {
    const d = deferred();
    const registry = loadManifest(manifestWith(ARGS), { handlers: { get: () => "ok" }, validators: { "weather.get": d.validator } });
    const loading = registry.loadValidators();
    await d.settle(aot());
    await loading;
    registry.validate("weather.get", { city: "Oslo" });
    expect(d.calls()).toBe(1);
  });
});
