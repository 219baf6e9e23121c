import { describe, expect, it } from "vitest";
import { InvalidToolNameError, MAX_TOOL_NAME_LENGTH, ToolRegistry, suggestToolName } from "../../src/registry/index.js";

const OBJECT = { type: "object" } as const;
const noop = () => undefined;

function refusal(name: string): InvalidToolNameError {
  try {
    new ToolRegistry().register(name, OBJECT, noop);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidToolNameError);
    return error as InvalidToolNameError;
  }
  throw new Error(`"${name}" was accepted`);
}

describe("tool names", () => {
  it.each(["get_forecast", "weather.get_forecast", "a", "v2.notes.add_item", "_private", "a".repeat(64)])(
    "accepts %s",
    (name) => {
      expect(new ToolRegistry().register(name, OBJECT, noop).name).toBe(name);
    },
  );

  it.each([
    ["getForecast", "get_forecast"],
    ["Weather.GetForecast", "weather.get_forecast"],
    ["my-tool", "my_tool"],
    ["notes..add", "notes.add"],
    [".notes.add.", "notes.add"],
    ["send email!", "send_email"],
    ["météo.prévoir", "meteo.prevoir"],
    ["grüßen", "grussen"],
    ["parseHTTPResponse", "parse_http_response"],
  ])("refuses %s, suggesting %s", (name, suggestion) => {
    const error = refusal(name);
    expect(error.code).toBe("invalid_tool_name");
    expect(error.toolName).toBe(name);
    expect(error.suggestion).toBe(suggestion);
    expect(error.message).toContain(JSON.stringify(name));
    expect(error.message).toContain("/^[a-z0-9_]+(\\.[a-z0-9_]+)*$/");
    expect(error.message).toContain(`try "${suggestion}"`);
  });

  it("refuses an empty name without inventing a suggestion", () => {
    const error = refusal("");
    expect(error.suggestion).toBeUndefined();
    expect(error.message).not.toContain("try");
  });

  it("refuses a name longer than the providers' 64-character cap and suggests one that fits", () => {
    const name = `${"segment_".repeat(8)}x`;
    const error = refusal(name);
    expect(error.message).toContain(`${name.length} characters is too long`);
    expect(error.suggestion?.length).toBeLessThanOrEqual(MAX_TOOL_NAME_LENGTH);
    expect(error.suggestion).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/);
  });

  it("does not end a shortened suggestion on a dot", () => {
    expect(suggestToolName(`${"a".repeat(63)}.bcd`)).toBe("a".repeat(63));
  });

  it("refuses a name that is not a string", () => {
    const error = refusal(42 as unknown as string);
    expect(error.message).toContain("must be a string, not number");
  });
});
