import { positionText, type Diagnostic } from "../diagnostics.js";
import type { DiscoveredTool } from "../discover/index.js";
import { aliasTarget, isLibFile } from "../convert/type-facts.js";
import { isInNodeModules } from "../package-file.js";
import type { Project } from "../project/project.js";
import { positionOf, projectPath } from "../source-location.js";
import ts from "../typescript.cjs";

/**
 * GT4011: with strictNullChecks off, the checker erases `null` and `undefined` from every type, so
 * a schema derived from `x: string | null` refuses null, a parameter or property of type
 * `T | undefined` is required, and a `registerTool` handler's parameter type disagrees with a
 * nullable schema. Said once, at the tsconfig, naming the first place a tool's types write either;
 * nothing when strictNullChecks is on (TypeScript 6 turns it on unless `strict` is false) or when
 * no tool's types write them.
 */
export function nullChecksOff(options: ts.CompilerOptions, tools: readonly DiscoveredTool[], checker: ts.TypeChecker, project: Pick<Project, "root" | "tsconfigPath" | "settingPositions">): Diagnostic[] {
  // The checker's own rule (its getStrictOptionValue), for the TypeScript gen-tools bundles.
  if (options.strictNullChecks ?? options.strict !== false) return [];
  const { root, tsconfigPath } = project;
  const seen = new Set<ts.Node>();
  for (const tool of tools) {
    const signature = signatureOf(tool);
    for (const type of signature === undefined ? [] : [...signature.parameters.map((p) => p.type), signature.type]) {
      const written = type === undefined ? undefined : writtenNull(type, checker, seen);
      if (written === undefined) continue;
      const at = positionOf(root, written);
      const setting = options.strictNullChecks === false ? '"strictNullChecks" is false' : '"strict" is false, so strictNullChecks is off';
      const message =
        `${setting}, and the checker erases null and undefined from types: schemas need strictNullChecks for null and optional values to be right ` +
        `(a type written '| null' refuses null, and a parameter or property written '| undefined' is required, as at ${positionText(at)} in tool '${tool.name}'): set "strictNullChecks": true`;
      const key = options.strictNullChecks === false ? "/compilerOptions/strictNullChecks" : "/compilerOptions/strict";
      return [{ code: "GT4011", severity: "warning", message, file: projectPath(root, tsconfigPath), ...project.settingPositions()(key, true) }];
    }
  }
  return [];
}

/** The signature whose types become the tool's schemas, or the handler's of a `registerTool`. */
function signatureOf(tool: DiscoveredTool): ts.SignatureDeclaration | undefined {
  if (tool.kind !== "registerTool") return tool.signature;
  return ts.isArrowFunction(tool.handler) || ts.isFunctionExpression(tool.handler) ? tool.handler : undefined;
}

/**
 * The first `null` or `undefined` written in a type, through the declarations of the types it names
 * (interfaces, aliases, classes of the project; not TypeScript's lib files or packages), each once.
 */
function writtenNull(type: ts.Node, checker: ts.TypeChecker, seen: Set<ts.Node>): ts.Node | undefined {
  const visit = (node: ts.Node): ts.Node | undefined => {
    if (node.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword)) return node;
    // A body or an initializer holds no type the schema reads.
    if (ts.isBlock(node) || (ts.isPropertyDeclaration(node) && node.type === undefined)) return undefined;
    const name = ts.isTypeReferenceNode(node) ? node.typeName : ts.isExpressionWithTypeArguments(node) ? node.expression : undefined;
    for (const declaration of name === undefined ? [] : declarationsOf(name, checker)) {
      if (seen.has(declaration)) continue;
      seen.add(declaration);
      const found = visit(declaration);
      if (found !== undefined) return found;
    }
    return ts.forEachChild(node, visit);
  };
  return visit(type);
}

function declarationsOf(name: ts.Node, checker: ts.TypeChecker): ts.Declaration[] {
  const symbol = aliasTarget(checker.getSymbolAtLocation(name), checker);
  return (symbol?.declarations ?? []).filter((d) => {
    const file = d.getSourceFile();
    return !isLibFile(file) && !isInNodeModules(file.fileName);
  });
}
