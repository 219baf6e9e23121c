import { format, resolveConfig, type Options } from "prettier";
import type { CodeChunk } from "./code-chunk.js";

/** Prettier's default print width: a preformatted line longer than this would be wrapped. */
const DEFAULT_PRINT_WIDTH = 80;
/** Formatted chunks by configuration and text, so `--watch` re-formats only what changed. */
const formatted = new Map<string, string>();
const CACHE_LIMIT = 50_000;

/**
 * Formats a generated module chunk by chunk with the user's prettier configuration for the file's
 * location (`.prettierrc`, a `prettier` key, `.editorconfig`), or prettier's defaults. Prettier
 * formats top-level statements independently, so formatting chunks and joining them with a blank
 * line gives the text formatting the whole module would. Without a user configuration, chunks
 * rendered in prettier's style skip it unless a line is too long: on 5,000 tools prettier would
 * otherwise cost many times the compiler.
 */
export async function formatModule(chunks: readonly CodeChunk[], filePath: string): Promise<string> {
  const userConfig = await resolveConfig(filePath, { editorconfig: true });
  const options: Options = { ...userConfig, filepath: filePath, parser: "typescript" };
  const cacheKey = JSON.stringify(userConfig);
  const parts: string[] = [];
  for (const chunk of chunks) {
    if (userConfig === null && chunk.preformatted && fitsDefaultWidth(chunk.text)) {
      parts.push(chunk.text);
      continue;
    }
    const key = `${cacheKey}\0${chunk.text}`;
    let text = formatted.get(key);
    if (text === undefined) {
      text = (await format(chunk.text, options)).trimEnd();
      if (formatted.size >= CACHE_LIMIT) formatted.clear();
      formatted.set(key, text);
    }
    parts.push(text);
  }
  return `${parts.join("\n\n")}\n`;
}

function fitsDefaultWidth(text: string): boolean {
  return text.split("\n").every((line) => line.length <= DEFAULT_PRINT_WIDTH);
}
