/** The source of a registerTool tool named `name`, with these `parameters` (a schema literal), whose handler takes `args` (a type). */
export function registerToolSource(name: string, description: string, parameters: string, args: string): string {
  return `export const ${name} = registerTool(
  { name: "${name}", description: "${description}", parameters: ${parameters} },
  (args: ${args}) => args,
);
`;
}

/** `registerToolSource` for tests of the schema check, where the tool's description plays no part. */
export function registered(name: string, parameters: string, args: string): string {
  return registerToolSource(name, "Checks its arguments.", parameters, args);
}

/** `parameters` whose one argument, `name`, is a required object with this `schema` (the keywords written inside its braces). */
export function objectParameter(name: string, schema: string): string {
  return `{ type: "object", properties: { ${name}: { description: "The ${name}.", type: "object", ${schema} } }, required: ["${name}"] }`;
}
