// The registry's own rule, so a name the generator accepts is one the runtime registers.
import { MAX_TOOL_NAME_LENGTH as TOOL_NAME_MAX_LENGTH, TOOL_NAME_PATTERN as TOOL_NAME_RULE } from "../../src/registry/tool-name.js";
import { asciiSpelling, asciiWords, nonAsciiCharacters } from "../../src/ascii-name.js";

/** How many characters with no ASCII spelling a message quotes. */
const QUOTED_CHARACTERS = 3;

/**
 * `getForecast` → `get_forecast`, `getHTTPStatus` → `get_http_status`, `WeatherAgent` →
 * `weather_agent`, `grüßen` → `grussen`. A letter with no ASCII spelling (`получить`) is kept, so
 * that the name breaks the rule and the user is asked for one, rather than given `_` in its place.
 */
export function snakeCase(identifier: string): string {
  return asciiWords(identifier)
    .replace(/[^A-Za-z0-9\P{ASCII}]+/gu, "_")
    .replace(/^_+|_+$/g, "")
    .toLowerCase();
}

/** Why a name breaks the rule, or `null` when it is valid. */
export function toolNameProblem(name: string): string | null {
  const unspelled = nonAsciiCharacters(asciiSpelling(name));
  if (unspelled.length > 0) {
    const quoted = unspelled.slice(0, QUOTED_CHARACTERS).map((c) => `'${c}'`).join(", ");
    const more = unspelled.length > QUOTED_CHARACTERS ? "…" : "";
    return `has characters with no ASCII spelling (${quoted}${more}), and tool names are lowercase ASCII letters, digits and underscores: give it an ASCII name with the name option, e.g. @tool({ name: "..." }), or as the text of its @tool JSDoc tag`;
  }
  if (name.length > TOOL_NAME_MAX_LENGTH) return `is ${name.length} characters long; providers allow at most ${TOOL_NAME_MAX_LENGTH}`;
  if (!TOOL_NAME_RULE.test(name)) {
    return `must be lowercase letters, digits and underscores in dot-separated segments (${TOOL_NAME_RULE.source}), e.g. '${suggestName(name)}'`;
  }
  return null;
}

function suggestName(name: string): string {
  const suggestion = name
    .split(".")
    .map(snakeCase)
    .filter((s) => s !== "")
    .join(".")
    .slice(0, TOOL_NAME_MAX_LENGTH);
  return suggestion === "" ? "my_tool" : suggestion;
}
