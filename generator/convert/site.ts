import ts from "../typescript.cjs";
import { isPackageFile } from "../package-file.js";
import { isLibFile } from "./type-facts.js";

/**
 * Where in a tool's arguments a type sits: what diagnostics call it (`parameter 'opts'`,
 * `property 'opts.onDone'`), the declaration they point at, and the syntax written there (read only
 * to keep union members in the order the user wrote them).
 */
export interface Site {
  /** `parameter 'cb'`, `property 'opts.onDone'`, `type 'Address'`, `return type`. */
  readonly subject: string;
  /** Path from the root, for children: `opts.onDone`, `tags[]`, `pair[0]`. */
  readonly path: string;
  readonly node: ts.Node;
  readonly syntax?: ts.TypeNode | undefined;
}

export function parameterSite(name: string, node: ts.Node, syntax?: ts.TypeNode): Site {
  return { subject: `parameter '${name}'`, path: name, node, syntax };
}

export function definitionSite(name: string, node: ts.Node, syntax?: ts.TypeNode): Site {
  return { subject: `type '${name}'`, path: name, node, syntax };
}

export function returnSite(node: ts.Node, syntax?: ts.TypeNode): Site {
  return { subject: "return type", path: "return", node, syntax };
}

/** A property of the object at `site`, pointing where `propertyNode` says. */
export function propertySite(site: Site, name: string, declaration: ts.Declaration | undefined): Site {
  const path = `${site.path}.${name}`;
  return { subject: `property '${path}'`, path, node: propertyNode(declaration, site.node), syntax: declaredTypeNode(declaration) };
}

/**
 * The property's declaration (see `declarationOrSite`), but `objectNode` for a package's property
 * reached from the user's code: one the user's code copies (`Pick<PackageType, ...>`) points at the
 * user's line, one inside a package's own type keeps the package's line for the tool's assembly to
 * move (package-sites.ts).
 */
function propertyNode(declaration: ts.Declaration | undefined, objectNode: ts.Node): ts.Node {
  const copiedFromPackage = declaration !== undefined && isPackageFile(declaration.getSourceFile()) && !isPackageFile(objectNode.getSourceFile());
  return copiedFromPackage ? objectNode : declarationOrSite(declaration, objectNode);
}

/**
 * Where a diagnostic about a declaration points: the declaration, or `fallback` (where the user's
 * code reached it) when there is none or it is one of TypeScript's lib files, which the compiler
 * serves from memory (a path and line there lead to no file on disk, and the user cannot edit it).
 */
export function declarationOrSite(declaration: ts.Declaration | undefined, fallback: ts.Node): ts.Node {
  return declaration === undefined || isLibFile(declaration.getSourceFile()) ? fallback : declaration;
}

/** An array item (`[]`), tuple element (`[0]`) or index-signature value (`[key]`) of `site`. */
export function elementSite(site: Site, segment: string, syntax?: ts.TypeNode): Site {
  const path = `${site.path}${segment}`;
  return { subject: `element '${path}'`, path, node: site.node, syntax };
}

/** The same place, with the syntax of one member of what was written there. */
export function withSyntax(site: Site, syntax: ts.TypeNode | undefined): Site {
  return { ...site, syntax };
}

/** The type annotation of a property or parameter declaration, as written. */
export function declaredTypeNode(declaration: ts.Declaration | undefined): ts.TypeNode | undefined {
  if (declaration === undefined) return undefined;
  if (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration)) {
    return declaration.type;
  }
  return undefined;
}
