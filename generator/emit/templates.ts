import { readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../package-root.js";

export type TemplateName = "tools.gen.header.ts" | "tool-args.ts" | "tool-args-alias.ts" | "tool-args-map.ts" | "tool-implementations.ts" | "register-tools.ts";

/** A template's text cut at its placeholders: `literals[i]`, then the value of `keys[i]`, and so on, then the last literal. */
interface Template {
  literals: string[];
  keys: string[];
  placeholders: ReadonlySet<string>;
}

const loaded = new Map<TemplateName, Template>();

/**
 * Fills a template of `templates/` (`{{name}}` placeholders, no logic). Every placeholder must
 * be given and every value used, so a template and its renderer cannot drift apart silently.
 * Each template is read and cut at its placeholders once: a module of 5,000 tools fills one per tool.
 */
export function renderTemplate(name: TemplateName, values: Readonly<Record<string, string>>): string {
  const { literals, keys, placeholders } = template(name);
  let out = literals[0]!;
  for (const [i, key] of keys.entries()) {
    const value = values[key];
    if (value === undefined) throw new Error(`template ${name}: no value for {{${key}}}`);
    out += value + literals[i + 1]!;
  }
  const unused = Object.keys(values).filter((k) => !placeholders.has(k));
  if (unused.length > 0) throw new Error(`template ${name}: no placeholder for ${unused.join(", ")}`);
  return out.trimEnd();
}

function template(name: TemplateName): Template {
  let found = loaded.get(name);
  if (found === undefined) {
    // With a capturing group, split gives the text between placeholders at even indices, their names at odd ones.
    const parts = readFileSync(join(packageRoot(), "templates", `${name}.tpl`), "utf8").split(/\{\{(\w+)\}\}/);
    const keys = parts.filter((_, i) => i % 2 === 1);
    found = { literals: parts.filter((_, i) => i % 2 === 0), keys, placeholders: new Set(keys) };
    loaded.set(name, found);
  }
  return found;
}
