import { describe, expect, it, vi } from "vitest";
import type { ToolEntry, ToolManifest } from "../../src/manifest.js";
import {
  DuplicateToolError,
  InvalidAgentError,
  InvalidManifestError,
  InvalidSchemaError,
  InvalidToolDefinitionError,
  ManifestVersionError,
  ToolBindingError,
  ToolRegistry,
  loadManifest,
  type ToolCallContext,
} from "../../src/registry/index.js";
import type { ValidationResult } from "../../src/validator/types.js";

function entry(
  name: string,
  owner: ToolEntry["owner"],
  parameters: string[] | null,
  extra: Partial<ToolEntry> = {},
): ToolEntry {
  return {
    name,
    description: `The ${name} tool`,
    inputSchema: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" } },
      required: ["city"],
      additionalProperties: false,
    },
    idempotent: false,
    timeoutMs: null,
    allowedAgents: null,
    parameters,
    owner,
    source: { file: "src/weather.ts", line: 10 },
    ...extra,
  };
}

function manifestOf(...tools: ToolEntry[]): ToolManifest {
  return { version: 1, tools };
}

class BaseAgent {
  describeSelf(): string {
    return "base";
  }
}

class WeatherAgent extends BaseAgent {
  readonly unit = "celsius";

  forecast(city: string, days: number | undefined, context: ToolCallContext): string {
    return `${city}:${days ?? 1}:${this.unit}:${context.toolName}`;
  }

  search(args: { city: string }, context: ToolCallContext): string {
    return `${args.city}/${context.toolName}/${this.unit}`;
  }

  echoConstructor(constructor: unknown): unknown {
    return constructor;
  }
}

class SevereWeatherAgent extends WeatherAgent {}

class NotesAgent extends BaseAgent {}

const FORECAST = entry("weather.forecast", { class: "WeatherAgent", member: "forecast" }, ["city", "days"], {
  idempotent: true,
  timeoutMs: 2000,
  allowedAgents: ["planner"],
  outputSchema: { type: "string" },
});
const SEARCH = entry("weather.search", { class: "WeatherAgent", member: "search" }, null);
const CONVERT = entry("units.convert", { export: "convertUnits" }, null, { source: { file: "src/units.ts", line: 3 } });

function context(toolName: string): ToolCallContext {
  return { toolName, signal: new AbortController().signal };
}

function refusal<E extends Error>(kind: new (...args: never[]) => E, fn: () => unknown): E {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as E;
  }
  throw new Error("expected a refusal, but the call succeeded");
}

describe("loadManifest", () => {
  it("binds methods with positional arguments and the arguments object, and functions, each with the context last", async () => {
    const convertUnits = vi.fn((args: { city: string }, ctx: ToolCallContext) => `${args.city} via ${ctx.toolName}`);
    const registry = loadManifest(manifestOf(CONVERT, FORECAST, SEARCH), {
      agents: { WeatherAgent: new WeatherAgent() },
      handlers: { convertUnits },
    });
    expect(registry.names()).toEqual(["units.convert", "weather.forecast", "weather.search"]);

    const forecast = registry.get("weather.forecast");
    expect(await forecast.handler({ city: "Oslo", days: 3 }, context("weather.forecast"))).toBe(
      "Oslo:3:celsius:weather.forecast",
    );
    expect(await forecast.handler({ city: "Oslo" }, context("weather.forecast"))).toBe(
      "Oslo:1:celsius:weather.forecast",
    );
    expect(await registry.get("weather.search").handler({ city: "Bergen" }, context("weather.search"))).toBe(
      "Bergen/weather.search/celsius",
    );

    const ctx = context("units.convert");
    const args = { city: "Rome" };
    expect(await registry.get("units.convert").handler(args, ctx)).toBe("Rome via units.convert");
    expect(convertUnits).toHaveBeenCalledWith(args, ctx);
  });

  it("spreads positional arguments into a JSDoc-marked exported function, the context last", async () => {
    const addNumbers = vi.fn((a: number, b: number, ctx: ToolCallContext) => `${a + b} via ${ctx.toolName}`);
    const ADD = entry("add_numbers", { export: "addNumbers" }, ["a", "b"]);
    const registry = loadManifest(manifestOf(ADD), { handlers: { addNumbers } });
    const ctx = context("add_numbers");
    expect(await registry.get("add_numbers").handler({ b: 3, a: 2 }, ctx)).toBe("5 via add_numbers");
    expect(addNumbers).toHaveBeenCalledWith(2, 3, ctx);
  });

  it("copies each entry's metadata into its record", () => {
    const registry = loadManifest(manifestOf(FORECAST), { agents: { WeatherAgent: new WeatherAgent() } });
    expect(registry.get("weather.forecast")).toMatchObject({
      description: "The weather.forecast tool",
      schema: FORECAST.inputSchema,
      outputSchema: { type: "string" },
      idempotent: true,
      timeoutMs: 2000,
      allowedAgents: ["planner"],
      owner: { class: "WeatherAgent", member: "forecast" },
      source: { file: "src/weather.ts", line: 10 },
    });
    expect(registry.validate("weather.forecast", { city: 1 }).ok).toBe(false);
  });

  it("never reads an absent argument from Object.prototype", () => {
    const echo = entry("weather.echo", { class: "WeatherAgent", member: "echoConstructor" }, ["constructor"], {
      inputSchema: { type: "object", properties: { constructor: { type: "string" as const } } },
    });
    const registry = loadManifest(manifestOf(echo), { agents: { WeatherAgent: new WeatherAgent() } });
    expect(registry.get("weather.echo").handler({}, context("weather.echo"))).toBeUndefined();
  });

  it("matches a list of instances by class name along the prototype chain, preferring the instance's own class", () => {
    const inherited = entry("weather.describe", { class: "BaseAgent", member: "describeSelf" }, []);
    const own = new WeatherAgent();
    const severe = new SevereWeatherAgent();
    const registry = loadManifest(manifestOf(FORECAST, inherited), { agents: [severe, own] });
    const forecast = registry.get("weather.forecast").handler({ city: "Oslo" }, context("weather.forecast"));
    expect(forecast).toBe("Oslo:1:celsius:weather.forecast");
    const severeOnly = loadManifest(manifestOf(FORECAST), { agents: [severe] });
    expect(severeOnly.get("weather.forecast").handler({ city: "Oslo" }, context("x"))).toBe("Oslo:1:celsius:x");
    const base = loadManifest(manifestOf(inherited), { agents: [severe, new NotesAgent()] });
    expect(base.get("weather.describe").handler({}, context("weather.describe"))).toBe("base");
  });

  it("refuses a class matched equally well by two instances", () => {
    const inherited = entry("weather.describe", { class: "BaseAgent", member: "describeSelf" }, []);
    const error = refusal(ToolBindingError, () =>
      loadManifest(manifestOf(inherited), { agents: [new WeatherAgent(), new NotesAgent()] }),
    );
    expect(error.code).toBe("ambiguous_instance");
    expect(error.message).toContain("(WeatherAgent, NotesAgent)");
    expect(error.message).toContain("pass agents as { BaseAgent: instance }");
  });

  it("uses the ahead-of-time validator given for a tool", () => {
    const verdict: ValidationResult = { ok: true };
    const aot = vi.fn(() => verdict);
    const registry = loadManifest(manifestOf(CONVERT, SEARCH), {
      agents: [new WeatherAgent()],
      handlers: { convertUnits: () => 1 },
      validators: { "units.convert": aot },
    });
    expect(registry.validate("units.convert", { nonsense: true })).toBe(verdict);
    expect(aot).toHaveBeenCalledWith({ nonsense: true });
    expect(registry.validate("weather.search", { nonsense: true }).ok).toBe(false);
  });

  it("fills a given registry and returns it", () => {
    const registry = new ToolRegistry();
    registry.register("existing", { type: "object" }, () => 0);
    expect(loadManifest(manifestOf(CONVERT), { handlers: { convertUnits: () => 1 }, registry })).toBe(registry);
    expect(registry.names()).toEqual(["existing", "units.convert"]);
  });

  it("accepts a manifest as JSON.parse gives it", () => {
    const parsed: unknown = JSON.parse(JSON.stringify(manifestOf(CONVERT)));
    expect(loadManifest(parsed, { handlers: { convertUnits: () => 1 } }).names()).toEqual(["units.convert"]);
  });

  it("gives a handler a Date for each date-time string where the manifest's dates say its signature takes one", async () => {
    const inputSchema = {
      type: "object" as const,
      properties: {
        title: { type: "string" as const },
        at: { type: "string" as const, format: "date-time" },
        reminders: { type: "array" as const, items: { type: "string" as const, format: "date-time" } },
      },
      required: ["title", "at"],
    };
    const book = entry("calendar.book", { export: "book" }, ["title", "at", "reminders"], {
      inputSchema,
      dates: ["/properties/at", "/properties/reminders/items"],
    });
    const received: unknown[][] = [];
    const registry = loadManifest(JSON.parse(JSON.stringify(manifestOf(book))), {
      handlers: { book: (...args: unknown[]) => received.push(args.slice(0, 3)) },
    });
    const args = { title: "standup", at: "2026-12-04T10:00:00+01:00", reminders: ["2026-12-04T08:00:00Z"] };
    const record = registry.get("calendar.book");
    expect(record.dates).toEqual(["/properties/at", "/properties/reminders/items"]);
    expect(record.validate(args)).toEqual({ ok: true });
    await record.handler(args, context("calendar.book"));
    expect(received).toEqual([["standup", new Date("2026-12-04T09:00:00Z"), [new Date("2026-12-04T08:00:00Z")]]]);
    expect(args.at).toBe("2026-12-04T10:00:00+01:00");
    // A Date cannot be made of any other string: the model hears so, though formats are annotations here.
    const result = record.validate({ title: "standup", at: "after lunch", reminders: ["2026-12-04", 3] });
    expect(result.ok ? [] : result.errors.map((e) => `${e.path} ${e.keyword}`)).toEqual(["/reminders/1 type", "/at format", "/reminders/0 format"]);

    const misplaced = { ...book, dates: ["/properties/title"] };
    const error = refusal(InvalidToolDefinitionError, () => loadManifest(manifestOf(misplaced), { handlers: { book: () => 0 } }));
    expect(error.message).toContain("dates[0]: '/properties/title' is not a date-time or date string schema, so no Date can be made there");
  });

  describe("binding errors", () => {
    it("refuses a method whose class has no instance", () => {
      const error = refusal(ToolBindingError, () => loadManifest(manifestOf(FORECAST), { agents: { NotesAgent: {} } }));
      expect(error.code).toBe("missing_instance");
      expect(error.subject).toBe("weather.forecast");
      expect(error.message).toBe(
        'tool "weather.forecast" is a method of class WeatherAgent (src/weather.ts:10), but no WeatherAgent instance was given ' +
          "(agents given: NotesAgent): pass agents: { WeatherAgent: new WeatherAgent(...) } or the instance in a list " +
          "(to registerTools: agentInstances: { WeatherAgent: new WeatherAgent(...) })",
      );
      expect(
        refusal(ToolBindingError, () => loadManifest(manifestOf(FORECAST), { agents: [new BaseAgent()] })).message,
      ).toContain("(agents given: BaseAgent)");
      expect(refusal(ToolBindingError, () => loadManifest(manifestOf(FORECAST))).message).toContain(
        "(agents given: none)",
      );
    });

    it("refuses a member that is not a function", () => {
      const missing = entry("weather.gone", { class: "WeatherAgent", member: "gone" }, []);
      const field = entry("weather.unit", { class: "WeatherAgent", member: "unit" }, []);
      const agents = { WeatherAgent: new WeatherAgent() };
      const error = refusal(ToolBindingError, () => loadManifest(manifestOf(missing), { agents }));
      expect(error.code).toBe("missing_member");
      expect(error.message).toBe(
        'tool "weather.gone" is the method WeatherAgent.gone (src/weather.ts:10), but the WeatherAgent instance given has undefined there, not a function: ' +
          "re-run gen-tools if the method was renamed or removed since it wrote the manifest, or pass an instance of WeatherAgent",
      );
      expect(refusal(ToolBindingError, () => loadManifest(manifestOf(field), { agents })).message).toContain(
        'has "celsius" there, not a function',
      );
    });

    it("refuses a function entry without a handler", () => {
      const error = refusal(ToolBindingError, () => loadManifest(manifestOf(CONVERT), { handlers: {} }));
      expect(error.code).toBe("missing_handler");
      expect(error.subject).toBe("units.convert");
      expect(error.message).toBe(
        'tool "units.convert" is the registerTool function "convertUnits" (src/units.ts:3), but handlers.convertUnits has none: pass handlers: { convertUnits }',
      );
      const notAFunction = { convertUnits: 5 } as unknown as Record<string, () => unknown>;
      expect(
        refusal(ToolBindingError, () => loadManifest(manifestOf(CONVERT), { handlers: notAFunction })).message,
      ).toContain("handlers.convertUnits has 5, not a function");
      const toString = entry("util.to_string", { export: "toString" }, null);
      expect(refusal(ToolBindingError, () => loadManifest(manifestOf(toString), { handlers: {} })).code).toBe(
        "missing_handler",
      );
    });

    it("refuses a handler given for no entry", () => {
      const error = refusal(ToolBindingError, () =>
        loadManifest(manifestOf(CONVERT), { handlers: { convertUnits: () => 1, formatDate: () => 2 } }),
      );
      expect(error.code).toBe("unused_handler");
      expect(error.subject).toBe("formatDate");
      expect(error.message).toBe(
        "handlers.formatDate is the function of no tool in the manifest: remove it, or re-run gen-tools if it was added as a tool since",
      );
    });

    it("names the first unused handler in sorted order, whatever order they were given in", () => {
      const handlers = { zoneInfo: () => 3, convertUnits: () => 1, formatDate: () => 2 };
      expect(refusal(ToolBindingError, () => loadManifest(manifestOf(CONVERT), { handlers })).subject).toBe("formatDate");
    });

    it("refuses a validator given for no entry", () => {
      const error = refusal(ToolBindingError, () =>
        loadManifest(manifestOf(CONVERT), {
          handlers: { convertUnits: () => 1 },
          validators: { "units.cnvert": () => ({ ok: true }) },
        }),
      );
      expect(error.code).toBe("unused_validator");
      expect(error.message).toContain('validators["units.cnvert"] is for no tool in the manifest');
    });

    it("refuses agents that are not instances", () => {
      expect(() => loadManifest(manifestOf(), { agents: [null as unknown as object] })).toThrow(
        new InvalidAgentError("loadManifest: agents[0] must be an instance, got null"),
      );
      expect(() => loadManifest(manifestOf(), { agents: { WeatherAgent: "x" as unknown as object } })).toThrow(
        'loadManifest: agents.WeatherAgent must be an instance, got "x"',
      );
    });
  });

  describe("manifest errors", () => {
    it.each([[2], [0], ["1"]])("refuses version %j with the fix", (version) => {
      const manifest = { ...manifestOf(CONVERT), version };
      if (typeof version === "number") {
        const error = refusal(ManifestVersionError, () =>
          loadManifest(manifest, { handlers: { convertUnits: () => 1 } }),
        );
        expect(error.code).toBe("unsupported_manifest_version");
        expect(error.message).toBe(
          `manifest version ${version} is not one this runtime reads (it reads version 1): re-run gen-tools with the gen-tools version your runtime comes from`,
        );
      } else {
        const error = refusal(InvalidManifestError, () => loadManifest(manifest));
        expect(error.pointer).toBe("/version");
      }
    });

    const broken: Array<[string, unknown, string, string]> = [
      ["not an object", [], "", "must be a tools manifest object ({ version, tools }), got an array"],
      ["no version", { tools: [] }, "/version", "is missing: this is not a gen-tools manifest"],
      ["tools not a list", { version: 1, tools: {} }, "/tools", "must be an array of tool entries, got an object"],
      ["an entry not an object", { version: 1, tools: [7] }, "/tools/0", "must be a tool entry object, got 7"],
      [
        "a name not a string",
        manifestOf({ ...CONVERT, name: 3 as unknown as string }),
        "/tools/0/name",
        "must be a string, got 3",
      ],
      [
        "no description",
        manifestOf({ ...CONVERT, description: undefined as unknown as string }),
        "/tools/0/description",
        "must be a string, got undefined",
      ],
      [
        "an input schema not an object",
        manifestOf({ ...CONVERT, inputSchema: [] as never }),
        "/tools/0/inputSchema",
        "must be a JSON Schema object, got an array",
      ],
      [
        "an output schema not an object",
        manifestOf({ ...CONVERT, outputSchema: true as never }),
        "/tools/0/outputSchema",
        "must be a JSON Schema object, got true",
      ],
      [
        "idempotent not a boolean",
        manifestOf({ ...CONVERT, idempotent: 1 as never }),
        "/tools/0/idempotent",
        "must be a boolean, got 1",
      ],
      [
        "timeoutMs a string",
        manifestOf({ ...CONVERT, timeoutMs: "5s" as never }),
        "/tools/0/timeoutMs",
        'must be a number or null, got "5s"',
      ],
      [
        "allowedAgents with a number",
        manifestOf({ ...CONVERT, allowedAgents: ["a", 2] as never }),
        "/tools/0/allowedAgents/1",
        "must be a string, got 2",
      ],
      [
        "parameters missing",
        manifestOf({ ...CONVERT, parameters: undefined as never }),
        "/tools/0/parameters",
        "must be an array of strings or null, got undefined",
      ],
      [
        "dates not a list",
        manifestOf({ ...CONVERT, dates: "/properties/city" as never }),
        "/tools/0/dates",
        'must be an array of strings, got "/properties/city"',
      ],
      [
        "owner of neither kind",
        manifestOf({ ...CONVERT, owner: {} as never }),
        "/tools/0/owner",
        "must be { class, member } for a method or { export } for a function",
      ],
      [
        "owner without member",
        manifestOf({ ...CONVERT, owner: { class: "A" } as never }),
        "/tools/0/owner/member",
        "must be a string, got undefined",
      ],
      [
        "source line zero",
        manifestOf({ ...CONVERT, source: { file: "a.ts", line: 0 } }),
        "/tools/0/source/line",
        "must be a line number (an integer from 1), got 0",
      ],
      [
        "a duplicate name",
        manifestOf(CONVERT, SEARCH, CONVERT),
        "/tools/2/name",
        '"units.convert" is also the name of /tools/0',
      ],
    ];
    it.each(broken)("refuses %s, naming the JSON Pointer", (_what, manifest, pointer, message) => {
      const error = refusal(InvalidManifestError, () => loadManifest(manifest));
      expect(error.code).toBe("invalid_manifest");
      expect(error.pointer).toBe(pointer);
      expect(error.message).toBe(`invalid manifest at ${pointer === "" ? "(root)" : pointer}: ${message}`);
    });

    it("refuses an entry the registry refuses, and leaves a given registry as it was", () => {
      const registry = new ToolRegistry();
      registry.register("existing", { type: "object" }, () => 0);
      const bad = entry("weather.bad", { export: "bad" }, null, {
        inputSchema: { type: "object", properties: { a: { $ref: "#/nowhere" } } },
      });
      const handlers = { convertUnits: () => 1, bad: () => 2 };
      expect(() => loadManifest(manifestOf(CONVERT, bad), { handlers, registry })).toThrow(InvalidSchemaError);
      expect(registry.names()).toEqual(["existing"]);

      const clash = entry("existing", { export: "bad" }, null);
      // register's fix, `override: true`, is no option of loadManifest's (nor of the generated registerTools).
      const duplicate = refusal(DuplicateToolError, () => loadManifest(manifestOf(CONVERT, clash), { handlers, registry }));
      expect([duplicate.toolName, duplicate.message]).toEqual([
        "existing",
        'tool "existing" is already registered: loadManifest (and the generated registerTools) add every tool of the manifest to the registry given, once: pass a new ToolRegistry, or unregister the tool first',
      ]);
      expect(registry.names()).toEqual(["existing"]);
    });
  });
});
