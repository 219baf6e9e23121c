/** Hands out identifiers for one generated module: each asked-for name, or `Name_2`, `Name_3`... when taken. */
export class IdentifierScope {
  private readonly taken: Set<string>;

  constructor(reserved: Iterable<string>) {
    this.taken = new Set(reserved);
  }

  claim(preferred: string): string {
    let name = preferred;
    for (let n = 2; this.taken.has(name); n++) name = `${preferred}_${n}`;
    this.taken.add(name);
    return name;
  }
}

/** `weather_agent.get_forecast` → `WeatherAgentGetForecast`. */
export function pascalCase(toolName: string): string {
  const name = toolName
    .split(/[._]+/)
    .filter((part) => part !== "")
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
  return /^[A-Za-z_$]/.test(name) ? name : `T${name}`;
}

/**
 * `my point` → `MyPoint`, `Get2dArgs` → `Get2DArgs`: a type name, or a part of one, that
 * json-schema-to-typescript writes as it is (it drops what an identifier cannot hold and
 * capitalises a letter after a digit), so the name it declares is the one claimed.
 */
export function safeTypeName(key: string): string {
  return key
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")
    .replace(/\d[a-z]/g, (pair) => pair.toUpperCase());
}

/** A JSDoc-safe single line from a description: its first line, without a closing `*\/`. */
export function docLine(text: string): string {
  const first = text.split(/\r?\n/)[0]?.trim() ?? "";
  return first.replace(/\*\//g, "*\\/");
}
