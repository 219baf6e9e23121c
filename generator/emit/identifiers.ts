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

/** A JSDoc-safe single line from a description: its first line, without a closing `*\/`. */
export function docLine(text: string): string {
  const first = text.split(/\r?\n/)[0]?.trim() ?? "";
  return first.replace(/\*\//g, "*\\/");
}
