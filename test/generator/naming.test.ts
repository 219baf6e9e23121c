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
    ["grüßen", "grussen"],
    ["zählen", "zahlen"],
    ["ærøSkøbing", "aero_skobing"],
    ["łódźŁączność", "lodz_lacznosc"],
    ["ﬁleSize", "file_size"],
  ])("snakeCase(%s) is %s", (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });

  it("accepts the rule and explains a violation with a suggestion", () => {
    expect(toolNameProblem("weather.get_forecast")).toBeNull();
    expect(toolNameProblem("Weather.GetForecast")).toContain("e.g. 'weather.get_forecast'");
    expect(toolNameProblem("a..b")).toContain("dot-separated segments");
    expect(toolNameProblem("x".repeat(65))).toBe("is 65 characters long; providers allow at most 64");
  });

  it("keeps letters with no ASCII spelling, so that the default name is refused rather than given '_'", () => {
    expect(snakeCase("получитьПогоду")).toBe("получитьпогоду");
    expect(snakeCase("get天気")).toBe("get天気");
    expect(toolNameProblem(snakeCase("get天気"))).toBe(
      `has characters with no ASCII spelling ('天', '気'), and tool names are lowercase ASCII letters, digits and underscores: give it an ASCII name with the name option, e.g. @tool({ name: "..." }), or as the text of its @tool JSDoc tag`,
    );
    expect(toolNameProblem("получить")).toContain("no ASCII spelling ('п', 'о', 'л'…)");
  });

  it("suggests an accented name's ASCII spelling", () => {
    expect(toolNameProblem("grüßen")).toContain("e.g. 'grussen'");
  });
});
