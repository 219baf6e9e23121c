import { describe, expect, expectTypeOf, it } from "vitest";
import { registerTool, type RegisterToolDefinition } from "../../src/declare/index.js";
import type { ToolCallContext } from "../../src/registry/types.js";

const context: ToolCallContext = { toolName: "get_time", signal: new AbortController().signal };

describe("registerTool", () => {
  const definition: RegisterToolDefinition = {
    name: "get_time",
    description: "The current time in a time zone.",
    parameters: { type: "object", properties: { tz: { type: "string" } }, required: ["tz"] },
    idempotent: true,
  };

  it("returns a callable handler with its definition attached", () => {
    const getTime = registerTool<{ tz: string }, string>(definition, (args, ctx) => `${args.tz}@${ctx.toolName}`);
    expect(getTime({ tz: "UTC" }, context)).toBe("UTC@get_time");
    expect(getTime.toolDefinition.name).toBe("get_time");
    expect(getTime.toolDefinition.idempotent).toBe(true);
    expect(Object.isFrozen(getTime.toolDefinition)).toBe(true);
    expectTypeOf(getTime).parameters.toEqualTypeOf<[{ tz: string }, (ToolCallContext | undefined)?]>();
    expectTypeOf(getTime).returns.toEqualTypeOf<string>();
  });

  it("is called without a context as the handler is written (a unit test's call): the handler gets one with its tool's name", () => {
    const getTime = registerTool<{ tz: string }, string>(definition, (args, ctx) => `${args.tz}@${ctx.toolName}:${ctx.signal.aborted}`);
    expect(getTime({ tz: "UTC" })).toBe("UTC@get_time:false");
  });

  it("keeps the handler's name for stack traces", () => {
    function currentTime(): string {
      return "now";
    }
    expect(registerTool({ ...definition, parameters: { type: "object" } }, currentTime).name).toBe("currentTime");
  });

  it("refuses a definition without a name, a non-object schema or a missing handler", () => {
    expect(() => registerTool({ ...definition, name: "" } as never, () => 1)).toThrow(/name must be a non-empty string/);
    expect(() => registerTool({ ...definition, parameters: { type: "string" } }, () => 1)).toThrow(/parameters must be a JSON Schema with type "object"/);
    expect(() => registerTool({ ...definition, parameters: { type: "object" } }, undefined as never)).toThrow(/handler must be a function/);
  });
});
