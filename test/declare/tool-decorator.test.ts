import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { tool, toolMethodsOf } from "../../src/declare/index.js";

class WeatherAgent {
  @tool({ name: "forecast", idempotent: true, allowedAgents: ["planner"] })
  getForecast(city: string): string {
    return `sunny in ${city}`;
  }

  @tool()
  getAlerts(): string[] {
    return [];
  }

  helper(): number {
    return 1;
  }
}

class RegionalAgent extends WeatherAgent {
  // Overridden without a decorator: keeps the parent's tool record.
  override getForecast(city: string): string {
    return `rain in ${city}`;
  }
}

describe("@tool() as a standard decorator", () => {
  it("records member and options, and leaves the method callable", () => {
    const records = toolMethodsOf(new WeatherAgent());
    expect(records).toEqual([
      { member: "getForecast", options: { name: "forecast", idempotent: true, allowedAgents: ["planner"] } },
      { member: "getAlerts", options: {} },
    ]);
    expect(new WeatherAgent().getForecast("Oslo")).toBe("sunny in Oslo");
  });

  it("accepts the class as well as an instance", () => {
    expect(toolMethodsOf(WeatherAgent).map((r) => r.member)).toEqual(["getForecast", "getAlerts"]);
  });

  it("lets an undecorated override inherit the parent's record", () => {
    const records = toolMethodsOf(new RegionalAgent());
    expect(records.map((r) => r.member).sort()).toEqual(["getAlerts", "getForecast"]);
    expect(records.find((r) => r.member === "getForecast")?.options.name).toBe("forecast");
    expect(new RegionalAgent().getForecast("Bergen")).toBe("rain in Bergen");
  });

  it("freezes the recorded options so later edits to the literal do not leak", () => {
    const options = { name: "a" };
    class A {
      @tool(options)
      a(): void {}
    }
    options.name = "b";
    expect(toolMethodsOf(A)[0]?.options.name).toBe("a");
    expect(Object.isFrozen(toolMethodsOf(A)[0]?.options)).toBe(true);
  });

  it("refuses static methods and non-methods", () => {
    const decorate = tool() as unknown as (value: unknown, context: object) => void;
    expect(() => decorate(() => 1, { kind: "method", name: "s", static: true })).toThrow(/instance methods; 's' is static/);
    expect(() => decorate(undefined, { kind: "field", name: "f", static: false })).toThrow(/decorates methods, not a field/);
    expect(() => decorate(() => 1, { kind: "method", name: Symbol("x"), static: false })).toThrow(/string method name/);
  });
});

describe("@tool() as a legacy (experimentalDecorators) decorator", () => {
  const dir = mkdtempSync(join(tmpdir(), "gen-tools-legacy-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("records the method when TypeScript emits legacy __decorate calls", async () => {
    const toolUrl = pathToFileURL(join(import.meta.dirname, "../../src/declare/tool-decorator.ts")).href;
    const source = `
      import { tool } from ${JSON.stringify(toolUrl)};
      export class Legacy {
        @tool({ description: "legacy" })
        ping(): string { return "pong"; }
      }`;
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, experimentalDecorators: true },
    });
    expect(outputText).toContain("__decorate");
    const file = join(dir, "legacy.ts");
    writeFileSync(file, outputText);
    const { Legacy } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { Legacy: new () => { ping(): string } };
    expect(toolMethodsOf(Legacy)).toEqual([{ member: "ping", options: { description: "legacy" } }]);
    expect(new Legacy().ping()).toBe("pong");
  });
});
