import { relative } from "node:path";
import type { ModuleExport } from "../discover/index.js";
import type { IdentifierScope } from "./identifiers.js";
import { compareText } from "../ordering.js";

/**
 * The `import type` lines of the generated module: one per source module, each export under a
 * local name unique in the module. Names are claimed in sorted order, so the choice of aliases
 * does not depend on discovery order.
 */
export class ModuleImports {
  private readonly wanted = new Map<string, ModuleExport & { preferred: string }>();
  private readonly locals = new Map<string, string>();

  constructor(private readonly outDir: string) {}

  /** Records an export to import; `preferred` is the local name wanted (the declared name for a default export). */
  add(exported: ModuleExport, preferred: string): void {
    this.wanted.set(key(exported), { ...exported, preferred });
  }

  /** Gives every recorded export its local name; call once, before `localName`. */
  assign(scope: IdentifierScope): void {
    const sorted = [...this.wanted.entries()].sort(([a], [b]) => compareText(a, b));
    for (const [k, { preferred }] of sorted) this.locals.set(k, scope.claim(preferred));
  }

  localName(exported: ModuleExport): string {
    const local = this.locals.get(key(exported));
    if (local === undefined) throw new Error(`gen-tools: ${exported.name} of ${exported.file} was not imported`);
    return local;
  }

  render(): string {
    const byModule = new Map<string, string[]>();
    for (const [k, exported] of this.wanted) {
      const specifier = moduleSpecifier(this.outDir, exported.file);
      const local = this.locals.get(k)!;
      const binding = exported.name === local ? local : `${exported.name} as ${local}`;
      byModule.set(specifier, [...(byModule.get(specifier) ?? []), binding]);
    }
    return [...byModule.entries()]
      .sort(([a], [b]) => compareText(a, b))
      .map(([specifier, bindings]) => `import type { ${bindings.sort().join(", ")} } from ${JSON.stringify(specifier)};`)
      .join("\n");
  }
}

/** `../src/weather.js` from the out dir to a source file, with the extension NodeNext resolution wants. */
export function moduleSpecifier(fromDir: string, file: string): string {
  const path = relative(fromDir, file)
    .replace(/\\/g, "/")
    .replace(/\.d\.([cm]?)ts$/, ".$1js")
    .replace(/\.([cm]?)tsx?$/, ".$1js");
  return path.startsWith(".") ? path : `./${path}`;
}

function key(exported: ModuleExport): string {
  return `${exported.file}\0${exported.name}`;
}
