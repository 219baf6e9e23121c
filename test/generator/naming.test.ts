import { describe, expect, it } from "vitest";
import { snakeCase, toolNameProblem } from "../../generator/discover/naming.js";

describe("tool names", () => {
  it.each([
    ["getForecast", "get_forecast"],
    ["getHTTPStatus", "get_http_status"],
    ["WeatherAgent", "weather_agent"],
    ["tool0", "tool0"],
    ["Agent12", "agent12"],
    ["v2Data", "v2_data"],
    ["already_snake", "already_snake"],
    ["$private", "private"],
  ])("snakeCase(%s) is %s", (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });

  it("accepts the rule and explains a violation with a suggestion", () => {
    expect(toolNameProblem("weather.get_forecast")).toBeNull();
    expect(toolNameProblem("Weather.GetForecast")).toContain("e.g. 'weather.get_forecast'");
    expect(toolNameProblem("a..b")).toContain("dot-separated segments");
    expect(toolNameProblem("x".repeat(65))).toBe("is 65 characters long; providers allow at most 64");
  });
});
