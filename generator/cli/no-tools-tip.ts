/**
 * A line for a run that found no tool: which files were read and how a tool is marked, since
 * "0 tools" alone leaves a newcomer guessing whether the file holding them was read at all (one
 * only imported from outside the tsconfig's files is not; an `include` may match none of them).
 */
export function noToolsTip(filesScanned: number, includeSet: boolean): string {
  if (filesScanned === 0 && includeSet) {
    return `Tip: the "include" of gen-tools' configuration matches none of the tsconfig's files, so no file was read for tools.`;
  }
  const files = filesScanned === 1 ? "the 1 file read marks" : `the ${filesScanned.toLocaleString("en-US")} files read mark`;
  const which = includeSet ? `the tsconfig's files that "include" names` : "the tsconfig's own files";
  return (
    `Tip: ${files} no tool. gen-tools reads ${which}, not others they import, ` +
    `and finds @tool() on a public method of an exported class, a /** @tool */ tag on a method or an exported function, ` +
    `and export const name = registerTool({ … }, handler).`
  );
}
