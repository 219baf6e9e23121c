import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../package-root.js";

export type TemplateName = "tools.gen.header.ts" | "tool-args.ts" | "tool-args-alias.ts" | "tool-args-map.ts" | "tool-implementations.ts" | "register-tools.ts";

const loaded = new Map<TemplateName, string>();

/**
 * Fills a template of `templates/` (`{{name}}` placeholders, no logic). Every placeholder must
 * be given and every value used, so a template and its renderer cannot drift apart silently.
 */
export function renderTemplate(name: TemplateName, values: Readonly<Record<string, string>>): string {
  let text = loaded.get(name);
  if (text === undefined) {
    text = readFileSync(join(packageRoot(), "templates", `${name}.tpl`), "utf8");
    loaded.set(name, text);
  }
  const used = new Set<string>();
  const out = text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template ${name}: no value for {{${key}}}`);
    used.add(key);
    return value;
  });
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length > 0) throw new Error(`template ${name}: no placeholder for ${unused.join(", ")}`);
  return out.trimEnd();
}
