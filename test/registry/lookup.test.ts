import { describe, expect, it, vi } from "vitest";
import type { JsonSchemaObject } from "../../src/json-schema.js";
import { ToolNotFoundError, ToolRegistry } from "../../src/registry/index.js";
import * as validator from "../../src/validator/index.js";
import type { ValidationResult } from "../../src/validator/types.js";

// The real validator, with `compile` observed: the registry must compile once, at registration.
vi.mock("../../src/validator/index.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/validator/index.js")>();
  return { ...real, compile: vi.fn(real.compile) };
});

const ARGS: JsonSchemaObject = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
  required: ["city"],
  additionalProperties: false,
};
const noop = () => undefined;

function catalogue(): ToolRegistry {
  const registry = new ToolRegistry();
  for (const name of ["weather.get_forecast", "weather.get_alerts", "notes.add", "notes.list", "notes.delete"]) {
    registry.register(name, ARGS, noop);
  }
  return registry;
}

function notFound(registry: ToolRegistry, name: string): ToolNotFoundError {
  try {
    registry.get(name);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolNotFoundError);
    return error as ToolNotFoundError;
  }
  throw new Error(`"${name}" was found`);
}

describe("lookup", () => {
  it("gets a record and answers has", () => {
    const registry = catalogue();
    expect(registry.get("notes.add").name).toBe("notes.add");
    expect(registry.has("notes.add")).toBe(true);
    expect(registry.has("notes.remove")).toBe(false);
  });

  it("finds a record, or undefined for an unknown name, without throwing", () => {
    const registry = catalogue();
    expect(registry.find("notes.add")).toBe(registry.get("notes.add"));
    expect(registry.find("notes.ad")).toBeUndefined();
  });

  it("suggests the nearest names for an unknown one", () => {
    const error = notFound(catalogue(), "notes.ad");
    expect(error.code).toBe("tool_not_found");
    expect(error.suggestions).toEqual(["notes.add"]);
    expect(error.message).toBe('unknown tool "notes.ad"; did you mean "notes.add"?');
  });

  it("orders several suggestions by distance, then name", () => {
    const registry = catalogue();
    registry.register("notes.adds", ARGS, noop);
    registry.register("notes.and", ARGS, noop);
    const error = notFound(registry, "notes.ad");
    expect(error.suggestions).toEqual(["notes.add", "notes.and", "notes.adds"]);
    expect(error.message).toBe('unknown tool "notes.ad"; did you mean "notes.add", "notes.and" or "notes.adds"?');
  });

  it("suggests nothing when no name is close", () => {
    const error = notFound(catalogue(), "calendar.create");
    expect(error.suggestions).toEqual([]);
    expect(error.message).toBe('unknown tool "calendar.create"');
  });

  it("lists names in registration order; unregistering and registering again moves a name to the end", () => {
    const registry = catalogue();
    expect(registry.names()).toEqual([
      "weather.get_forecast",
      "weather.get_alerts",
      "notes.add",
      "notes.list",
      "notes.delete",
    ]);
    expect(registry.unregister("weather.get_forecast")).toBe(true);
    expect(registry.unregister("weather.get_forecast")).toBe(false);
    expect(registry.has("weather.get_forecast")).toBe(false);
    registry.register("weather.get_forecast", ARGS, noop);
    expect(registry.names().at(-1)).toBe("weather.get_forecast");
  });

  it("validates arguments with JSON Pointer errors", () => {
    const registry = catalogue();
    expect(registry.validate("notes.add", { city: "Oslo", days: 3 })).toEqual({ ok: true });
    const result = registry.validate("notes.add", { city: 7, days: 0 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => [e.path, e.keyword])).toEqual(
        expect.arrayContaining([
          ["/city", "type"],
          ["/days", "minimum"],
        ]),
      );
    }
    expect(() => registry.validate("notes.ad", {})).toThrow(ToolNotFoundError);
  });

  it("compiles each schema once, at registration, never per call", () => {
    const compile = vi.mocked(validator.compile);
    compile.mockClear();
    const registry = new ToolRegistry();
    registry.register("notes.add", ARGS, noop);
    expect(compile).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i++) registry.validate("notes.add", { city: "Oslo" });
    registry.get("notes.add").validate({ city: 1 });
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it("passes the registry's validation options to compile", () => {
    const compile = vi.mocked(validator.compile);
    compile.mockClear();
    const schema: JsonSchemaObject = { type: "object", properties: { at: { type: "string", format: "date" } } };
    const strict = new ToolRegistry({ validation: { assertFormats: true } });
    strict.register("notes.add", schema, noop);
    expect(compile).toHaveBeenCalledWith(expect.anything(), { assertFormats: true });
    expect(strict.validate("notes.add", { at: "not a date" }).ok).toBe(false);
    expect(new ToolRegistry().register("notes.add", schema, noop).validate({ at: "not a date" }).ok).toBe(true);
  });

  it("uses an ahead-of-time validator when given, and does not compile", () => {
    const compile = vi.mocked(validator.compile);
    compile.mockClear();
    const verdict: ValidationResult = {
      ok: false,
      errors: [{ path: "/city", keyword: "type", message: "must be string", schemaPath: "/properties/city/type" }],
    };
    const aot = vi.fn((_value: unknown): ValidationResult => verdict);
    const registry = new ToolRegistry();
    const record = registry.register("notes.add", ARGS, noop, { validator: aot });
    expect(compile).not.toHaveBeenCalled();
    expect(record.validate).toBe(aot);
    expect(registry.validate("notes.add", { city: "Oslo" })).toBe(verdict);
    expect(aot).toHaveBeenCalledWith({ city: "Oslo" });
  });
});

describe("ToolRegistry.onToolsChanged", () => {
  it("calls its listener after each register, replacement and removal, until stopped; a listener that throws is warned of, not the caller's problem", () => {
    const registry = new ToolRegistry();
    const seen: string[] = [];
    const stop = registry.onToolsChanged(() => seen.push(registry.names().join(",")));
    registry.onToolsChanged(() => {
      throw new Error("listener bug");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    registry.register("a", { type: "object" }, () => 1);
    registry.register("a", { type: "object" }, () => 2, { override: true });
    expect(registry.unregister("missing")).toBe(false);
    registry.unregister("a");
    stop();
    registry.register("b", { type: "object" }, () => 1);
    expect(seen).toEqual(["a", "a", ""]);
    expect(warn).toHaveBeenCalledWith("gen-tools: a tools-changed listener threw: listener bug");
    warn.mockRestore();
  });
});
