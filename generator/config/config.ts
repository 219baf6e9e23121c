/** How a tool's default name is made: `get_forecast`, or `weather_agent.get_forecast`. */
export type NameStyle = "method" | "class.method";

/** The generator's settings, after the config file and the command-line flags are merged. */
export interface GenToolsConfig {
  /** Globs, relative to the project root, restricting which files are scanned; `null` scans all. */
  include: string[] | null;
  /** Output directory, relative to the project root. */
  out: string;
  /** `additionalProperties: false` on object schemas without an index signature. */
  closedObjects: boolean;
  nameStyle: NameStyle;
  /** Missing tool and parameter descriptions are errors rather than warnings. */
  requireDescriptions: boolean;
  /** Write `tools.validators.js` (ahead-of-time validators) and have `tools.gen.ts` register them. */
  validators: boolean;
  /** Check every input schema against OpenAI's strict-mode subset; each problem is an error (GT5001). */
  openaiStrict: boolean;
}

export const DEFAULT_CONFIG: GenToolsConfig = {
  include: null,
  out: "generated",
  closedObjects: true,
  nameStyle: "method",
  requireDescriptions: false,
  validators: true,
  openaiStrict: false,
};
