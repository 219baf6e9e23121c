import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GenToolsSession } from "../../generator/session.js";
import { projectTypeErrors } from "./helpers/project-type-errors.js";
import { runtimeProject } from "./helpers/runtime-project.js";

/**
 * The checks users turn on beyond `strict`, all at once: the generated tools.gen.ts, and a user's
 * code calling it and the runtime as README shows, must compile under each. One compilation, not one
 * per flag: each flag's errors would show up here as well.
 */
const STRICTEST = {
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  isolatedDeclarations: true,
  declaration: true,
  erasableSyntaxOnly: true,
  noImplicitOverride: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  useUnknownInCatchVariables: true,
  skipLibCheck: false,
  resolveJsonModule: true,
};

/** Tools of every shape tools.gen.ts renders: optional and defaulted parameters, unions, Dates, an interface argument, the context. */
const WEATHER = `import { tool, type ToolCallContext } from "gen-tools";

/** Where to look. */
export interface Place {
  city: string;
  country?: string;
}

export type Units = "metric" | "imperial";

/** Weather for the planner. */
export class WeatherAgent {
  /**
   * The forecast for a place.
   * @param place Where.
   * @param days Days ahead.
   * @param units Which units.
   * @param from The first day.
   */
  @tool({ idempotent: true })
  forecast(place: Place, days = 3, units?: Units, from?: Date): string {
    return \`\${place.city}:\${days}:\${units ?? "metric"}:\${from?.toISOString() ?? ""}\`;
  }

  /**
   * A reading, by id or by name.
   * @param key An id or a name.
   * @param verbose More detail.
   */
  @tool()
  async reading(key: number | string, verbose: boolean | undefined, context: ToolCallContext): Promise<string | null> {
    return context.signal.aborted ? null : \`\${key}:\${verbose ?? false}\`;
  }
}
`;

/** A generic tool class: its types go through the class's prototype. */
const CACHE = `import { tool } from "gen-tools";

/** A cache of one kind of value. */
export class Cache<T extends string> {
  private readonly values: Map<string, T> = new Map<string, T>();

  /**
   * Reads a value.
   * @param key The key.
   * @param fallback The answer when it is missing.
   */
  @tool()
  read(key: string, fallback?: string): string | null {
    return this.values.get(key) ?? fallback ?? null;
  }
}
`;

/** A JSDoc-marked function and a registerTool one, typed as isolatedDeclarations asks (README). */
const FUNCTIONS = `import { registerTool, type RegisteredTool } from "gen-tools";
import type { GetTimeArgs } from "../generated/tools.gen.js";

/**
 * Adds two numbers.
 * @param a The first.
 * @param b The second.
 * @param since A year to add, as a date.
 * @tool
 */
export function addNumbers(a: number, b = 1, since?: Date): number {
  return a + b + (since === undefined ? 0 : since.getUTCFullYear());
}

export const getTime: RegisteredTool<GetTimeArgs, string> = registerTool<GetTimeArgs, string>(
  {
    name: "get_time",
    description: "The time in a zone.",
    parameters: {
      type: "object",
      properties: {
        tz: { type: "string", description: "A zone." },
        labels: { type: "object", additionalProperties: { type: "string" }, description: "Labels." },
      },
      required: ["tz"],
      additionalProperties: false,
    },
  },
  (args) => \`\${args.tz} \${args.labels?.["short"] ?? ""}\`,
);
`;

/**
 * The README's calls, options that may be unset passed as `undefined` (a variable of `T | undefined`),
 * which exactOptionalPropertyTypes refuses unless the option's type says `| undefined`.
 */
const MAIN = `import {
  BaseAgent,
  compile,
  loadManifest,
  readManifest,
  ScriptedModel,
  ToolRegistry,
  type OutRecord,
  type ToolCallContext,
} from "gen-tools";
import { registerTools, type ToolArgs } from "../generated/tools.gen.js";
import { validators } from "../generated/tools.validators.js";
import { Cache } from "./cache.js";
import { addNumbers, getTime } from "./functions.js";
import { WeatherAgent } from "./weather.js";

export async function start(maybeSignal?: AbortSignal, maybeFlag?: boolean, maybeCount?: number, maybeText?: string): Promise<string[]> {
  const registry = registerTools(new ToolRegistry({ validation: { assertFormats: maybeFlag, maxErrors: maybeCount }, onValidatorLoadError: undefined }), {
    agentInstances: { Cache: new Cache<"a">(), WeatherAgent: new WeatherAgent() },
    handlers: { addNumbers, getTime },
  });
  const fromFile = loadManifest(await readManifest("generated/tools.manifest.json"), {
    agents: [new WeatherAgent(), new Cache<"b">()],
    handlers: { addNumbers, getTime },
    validators: maybeFlag === true ? validators : undefined,
    registry: undefined,
  });
  registry.register("clock.now", { type: "object", properties: { tz: { type: "string" } }, additionalProperties: false }, (args) => String(args["tz"]), {
    description: maybeText,
    idempotent: maybeFlag,
    timeoutMs: maybeCount,
    override: maybeFlag,
    validator: maybeFlag === true ? compile({ type: "object" }, { assertFormats: maybeFlag }) : undefined,
  });
  const args: ToolArgs["forecast"] = { place: { city: "Oslo" }, days: maybeCount };
  const context: ToolCallContext = { toolName: "forecast", signal: maybeSignal ?? new AbortController().signal, callId: maybeText };
  await registry.get("forecast").handler(args, context);

  const model = new ScriptedModel([{ text: "Mild." }], { chunkSize: maybeCount });
  const agent = new JsonLinesAgent({ name: "assistant", registry, model, system: maybeText, maxSteps: maybeCount, defaultTimeoutMs: maybeCount, includeStack: maybeFlag });
  const finished = new Map<string, number>();
  agent.registerToolHook((eventType, toolName) => {
    if (eventType !== "before") finished.set(toolName, (finished.get(toolName) ?? 0) + 1);
  });
  const result = await agent.conversationWithTool("Weather in Oslo?", { stream: maybeFlag, signal: maybeSignal });
  const task = agent.dispatcher.tasks.get("task_1");
  return [result.text, task?.state ?? "none", ...agent.toolDefinitions().map((t) => t.name), ...fromFile.names()];
}

class JsonLinesAgent extends BaseAgent {
  protected override out(record: OutRecord): void {
    if (record.kind === "message" && record.other.type === "text_delta") return;
    console.log(JSON.stringify(record));
  }
}
`;

describe("the strictest tsconfig users run", () => {
  it("compiles tools.gen.ts, tools.validators.d.ts and the README's calls of them and the runtime with every check beyond strict on", async () => {
    const p = runtimeProject({ "src/weather.ts": WEATHER, "src/cache.ts": CACHE, "src/functions.ts": FUNCTIONS, "src/main.ts": MAIN }, STRICTEST);
    try {
      const result = await GenToolsSession.open({ project: p.tsconfig }).run();
      expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const generated = ["tools.gen.ts", "tools.validators.d.ts"].map((file) => join(p.dir, "generated", file));
      expect(projectTypeErrors(p, generated)).toEqual([]);
    } finally {
      p.remove();
    }
  }, 60_000);
});
