import ts from "../../typescript.cjs";
import type { JsonSchemaObject } from "../../../src/json-schema.js";
import { applyKeywords } from "../../annotate/apply.js";
import { jsDocKeywords } from "../../annotate/jsdoc.js";
import { isTag } from "../../annotate/type-tags.js";
import { projectPath } from "../../source-location.js";
import { ConvertContext, type TypeConverter } from "../context.js";
import type { Definition } from "../definitions.js";
import { withEnumMemberDocs } from "../enum-member-docs.js";
import { unappliedAliasArguments } from "../erased-aliases.js";
import { declarationOrSite, definitionSite, type Site } from "../site.js";

/**
 * Named types (interfaces, classes, enums, type aliases) become a `$defs` entry and a `$ref`. The
 * entry is converted once per project, in a context of its own, so it is the same whichever tool
 * reaches it first; it is registered before its body is converted, so recursion ends in a `$ref`.
 * A result reaches the same entry unless JSON writes the type otherwise than a model sends it
 * (`Definitions.differsInOutput`); then it has an entry of its own, converted as a result.
 */
export class NamedConverter implements TypeConverter {
  supports(type: ts.Type, ctx: ConvertContext): boolean {
    const definitions = ctx.env.definitions;
    return (
      definitions.get(type) !== undefined || (definitions.namedType(type) !== undefined && !isTag(type, ctx.checker))
    );
  }

  convert(type: ts.Type, site: Site, ctx: ConvertContext): JsonSchemaObject {
    for (const argument of unappliedAliasArguments(site, ctx.checker)) {
      ctx.report("GT1109", { ...site, node: argument }, argument.typeName.getText(), site.syntax?.getText() ?? "", ctx.typeText(type));
    }
    const definitions = ctx.env.definitions;
    const definition = definitions.get(type) ?? define(type, site, ctx, false);
    if (!ctx.output || !definitions.differsInOutput(definition)) return ctx.reference(definition, site);
    return ctx.reference(definitions.get(type, true) ?? define(type, site, ctx, true), site);
  }
}

function define(type: ts.Type, site: Site, ctx: ConvertContext, output: boolean): Definition {
  const definitions = ctx.env.definitions;
  const named = definitions.namedType(type);
  const declaration = named?.declaration;
  const file = declaration === undefined ? "" : projectPath(ctx.env.projectRoot, declaration.getSourceFile().fileName);
  const definition = definitions.create(type, named?.name ?? "Type", file, declaration?.getStart() ?? 0, output);
  const body = new ConvertContext(ctx.env, output);
  const bodySite = definitionSite(definition.name, declarationOrSite(declaration, site.node), aliasedSyntax(declaration));
  const schema = body.convertBody(type, bodySite);
  const annotated = applyKeywords(schema, jsDocKeywords(declaration, bodySite), body);
  definition.schema = declaration !== undefined && ts.isEnumDeclaration(declaration) ? withEnumMemberDocs(annotated, type, ctx.checker) : annotated;
  definition.refs = body.refs;
  definition.refSites = body.refSites;
  definition.diagnostics = body.diagnostics;
  definition.dates = body.dates;
  definition.differsInOutput = body.differsInOutput;
  return definition;
}

function aliasedSyntax(declaration: ts.Declaration | undefined): ts.TypeNode | undefined {
  return declaration !== undefined && ts.isTypeAliasDeclaration(declaration) ? declaration.type : undefined;
}
