import { format, resolveConfig } from "prettier";

/**
 * Formats generated TypeScript with the user's prettier configuration for the file's location
 * (their `.prettierrc`, `prettier` key, editorconfig), or prettier's defaults when they have none.
 */
export async function formatTypeScript(text: string, filePath: string): Promise<string> {
  const config = (await resolveConfig(filePath, { editorconfig: true })) ?? {};
  return format(text, { ...config, filepath: filePath, parser: "typescript" });
}
