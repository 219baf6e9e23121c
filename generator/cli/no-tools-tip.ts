/**
 * A line for a run that found no tool: which files were read and how a tool is marked, since
 * "0 tools" alone leaves a newcomer guessing whether the file holding them was read at all (one
 * only imported from outside the tsconfig's files is not). An `include` that matches none of them
 * is an error of its own, GT2024.
 */
export function noToolsTip(filesScanned: number, includeSet: boolean): string {
  const files = filesScanned === 1 ? "the 1 file read marks" : `the ${filesScanned.toLocaleString("en-US")} files read mark`;
  const which = includeSet ? `the tsconfig's files that "include" names` : "the tsconfig's own files";
  return (
    `Tip: ${files} no tool. gen-tools reads ${which}, not others they import, ` +
    `and finds @tool() on a public method of an exported class, a /** @tool */ tag on a method or an exported function, ` +
    `and export const name = registerTool({ … }, handler).`
  );
}
