/**
 * The pipeline's diagnostic codes (discovery, schema checking, configuration, strict mode), one line each,
 * for the README. The converter's GT1xxx codes are listed in `convert/codes.ts`.
 */
export const PIPELINE_CODES = {
  GT2001: "a tool name breaks the rule: lowercase letters, digits and underscores in dot-separated segments, at most 64 characters",
  GT2002: "two or more tools have the same name (every location is listed)",
  GT2003: "a @tool() or registerTool option is not a literal, so it cannot be read at build time",
  GT2004: "an unknown option, or an option of the wrong type",
  GT2005: "a tool has no description (option or JSDoc summary): a warning, an error under requireDescriptions",
  GT2006: "a @tool member is not a public instance method",
  GT2007: "the class or function of a tool is not exported (tools.gen.ts imports its type)",
  GT2008: "two tool classes share a name (the runtime finds agent instances by class name)",
  GT2009: "registerTool(...) does not initialise an exported const",
  GT2010: "registerTool(...) arguments are malformed (definition object, parameters schema, handler)",
  GT2011: "an overloaded method or function is marked as a tool (one signature is needed)",
  GT2012: "@tool is used without parentheses: write @tool()",
  GT2013: "a @tool JSDoc tag is on something other than a method or an exported function",
  GT2014: "two tool functions in different files share an export name (the runtime receives handlers by export name)",
  GT2015: "a source file has a syntax error (TypeScript's message and code follow); its tools are read once it parses",
  GT3001: "a registerTool schema defines a property the handler's parameter type lacks",
  GT3002: "the handler requires a property the registerTool schema does not define",
  GT3003: "the handler requires a property the registerTool schema defines but does not require",
  GT3004: "a registerTool schema property's JSON type differs from the handler's, or the handler takes a Date where the schema has a string that is not format: \"date-time\" (or \"date\")",
  GT3005: "a tool's input schema is one the runtime validator refuses (unsupported keyword, malformed value), so neither registration nor the ahead-of-time validators can use it",
  GT4001: "the tsconfig.json cannot be found",
  GT4002: "the tsconfig.json cannot be read",
  GT4003: "a configuration file is not valid JSON",
  GT4004: "configuration is given both in gen-tools.config.json and in package.json",
  GT4005: "a configuration value is invalid (the JSON Pointer names it)",
  GT4006: "a command-line flag is invalid",
  GT4007: "--watch cannot watch a folder of the project (the system's limit of file watchers, or no permission): the watch ends",
  GT4008: "the tsconfig.json has no files of its own, only references to other projects (a solution-style tsconfig), and not exactly one of them declares tools: pass one with --project",
  GT4009: "the outputs cannot be written (a file is where the output folder should be, no permission, no space left): the folder and the reason follow",
  GT4010: "the tsconfig compiles the generated tools.gen.ts with a setting tsc cannot build it under (CommonJS output, resolveJsonModule off, or allowJs off while emitting): a warning naming the setting and the fix",
  GT5001: "under openaiStrict, a tool's input schema uses something OpenAI's strict mode cannot express (the JSON Pointer names it)",
} as const;

export type PipelineCode = keyof typeof PIPELINE_CODES;
