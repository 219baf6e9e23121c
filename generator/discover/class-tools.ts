import { documentingDeclaration } from "../annotate/inherited-docs.js";
import { aliasTarget } from "../convert/type-facts.js";
import ts from "../typescript.cjs";
import { positionOf, projectPath } from "../source-location.js";
import type { DiscoverContext } from "./discover-context.js";
import type { MethodTool } from "./discovered-tool.js";
import { jsDocParamDescriptions, jsDocSummary } from "./jsdoc.js";
import { moduleExportOf } from "./module-exports.js";
import { toolMarkOf, type ToolMark } from "./tool-marks.js";
import { defaultToolNames, reportMissingDescription, toolIdentity } from "./tool-identity.js";

interface MarkedMember {
  mark: ToolMark;
  declaration: ts.MethodDeclaration;
}

/**
 * Tool methods of classes, inheritance included. A class that can be instantiated (not abstract)
 * owns every tool method it declares or inherits: an undecorated override keeps the nearest
 * marked ancestor's definition (options, descriptions) with its own signature. Abstract classes
 * own none; their tools appear under each concrete subclass.
 */
export class ClassTools {
  private readonly marks = new Map<ts.ClassLikeDeclaration, Map<string, MarkedMember>>();
  private readonly instanceMembers = new Map<ts.ClassLikeDeclaration, Map<string, ts.ClassElement[]>>();

  constructor(private readonly ctx: DiscoverContext) {}

  toolsOf(declaration: ts.ClassDeclaration): MethodTool[] {
    const chain = this.classChain(declaration);
    const marked = new Map<string, MarkedMember>();
    for (const cls of chain) {
      for (const [member, entry] of this.marksOf(cls)) if (!marked.has(member)) marked.set(member, entry);
    }
    this.reportUnreadBases(chain);
    const isAbstract = ts.getModifiers(declaration)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword) === true;
    if (marked.size === 0 || isAbstract) return [];

    const className = declaration.name?.text;
    const classExport = moduleExportOf(this.ctx.checker, declaration);
    if (className === undefined || classExport === null) {
      const what = className === undefined ? "an anonymous class cannot own tools: give it a name" : `class '${className}' has tool methods but is not exported`;
      this.ctx.report(declaration.name ?? declaration, "GT2007", `${what} (tools.gen.ts imports its type)`);
      return [];
    }

    const tools: MethodTool[] = [];
    const defaultName = defaultToolNames(className, this.ctx);
    for (const [member, { mark, declaration: defining }] of marked) {
      const signature = this.nearestMethod(chain, member);
      if (signature === undefined) continue;
      const identity = toolIdentity(mark.settings, defaultName(member), mark.settings.name === undefined ? signature.name : mark.node, this.ctx);
      // As an editor's hover shows it: a method without a comment of its own (or with only @inheritDoc) takes the one it overrides or implements.
      const description = mark.settings.description ?? jsDocSummary(documentingDeclaration(signature, this.ctx.checker)) ?? jsDocSummary(defining);
      if (description === null) {
        reportMissingDescription(identity.name, signature.name, "add a JSDoc summary or the description option", this.ctx);
      }
      tools.push({
        kind: "method",
        ...identity,
        description,
        at: positionOf(this.ctx.root, signature.name),
        node: signature.name,
        className,
        classDeclaration: declaration,
        classExport,
        member,
        signature,
        paramDescriptions:
          signature === defining
            ? { ...mark.settings.params }
            : { ...jsDocParamDescriptions(defining), ...jsDocParamDescriptions(signature), ...mark.settings.params },
      });
    }
    return tools;
  }

  /**
   * GT2007 at each tool mark of a class that tools.gen.ts cannot import (a class expression, or a
   * class declared inside a namespace or a function): discovery reads only a module's top-level
   * classes, and their tools would be missing without a word. An abstract class owns no tools of its
   * own, as at the top level.
   */
  refuse(cls: ts.ClassLikeDeclaration, place: { what: string; fix: string }): void {
    if (ts.getModifiers(cls)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword) === true) return;
    for (const [member, { mark }] of this.marksOf(cls)) {
      const message = `tool method '${member}' is in ${place.what}, which tools.gen.ts cannot import (it imports a tool's class by its export name): ${place.fix}`;
      this.ctx.report(mark.node, "GT2007", message);
    }
  }

  /** The class, then its base classes as far as the checker can follow `extends`. */
  private classChain(declaration: ts.ClassLikeDeclaration): ts.ClassLikeDeclaration[] {
    const chain: ts.ClassLikeDeclaration[] = [];
    for (let cls: ts.ClassLikeDeclaration | undefined = declaration; cls !== undefined && !chain.includes(cls); cls = this.baseOf(cls)) {
      chain.push(cls);
    }
    return chain;
  }

  private baseOf(declaration: ts.ClassLikeDeclaration): ts.ClassLikeDeclaration | undefined {
    const expression = extendsExpression(declaration)?.expression;
    if (expression === undefined) return undefined;
    return aliasTarget(this.ctx.checker.getSymbolAtLocation(expression), this.ctx.checker)?.declarations?.find(ts.isClassLike);
  }

  /**
   * GT2018 for each base the chain reads from a declaration file that lost `@tool()` decorators
   * there while no source of it is found (its emitted JavaScript shows them), at the `extends` that
   * leads to it from source. Bases past a class in source are checked too: that class has no check
   * of its own when discovery does not read it (in a namespace, outside the included files), and
   * when it does, the same warning is given once.
   */
  private reportUnreadBases(chain: readonly ts.ClassLikeDeclaration[]): void {
    let fromSource: readonly ts.ClassLikeDeclaration[] = [];
    for (const [i, base] of chain.entries()) {
      const file = base.getSourceFile();
      if (!file.isDeclarationFile) {
        // The chain from the last class in source: its `extends` leads to the declared bases after it.
        fromSource = chain.slice(i);
        continue;
      }
      const at = fromSource[0] === undefined ? undefined : extendsExpression(fromSource[0]);
      if (at === undefined) continue;
      const lost = this.ctx.declaredBases.unreadDecorated(base).filter((member) => !fromSource.some((cls) => this.marksOf(cls).has(member)));
      if (lost.length === 0) continue;
      const message =
        `base class '${base.name?.text ?? "default"}' is read from its declaration file ${projectPath(this.ctx.root, file.fileName)}, which tsc writes without decorators, ` +
        `and gen-tools finds no source of it (through a declaration map, or in its package's src/): ${unreadMethods(lost)}. ` +
        `Mark ${lost.length === 1 ? "it" : "them"} with the JSDoc @tool tag, or build its package with "declarationMap": true`;
      this.ctx.report(at, "GT2018", message, "warning");
    }
  }

  /**
   * The marked members a class declares itself; each mark is read (and reported on) once. A class
   * read from a declaration file has its `@tool()` decorators read from its source, if found.
   */
  private marksOf(cls: ts.ClassLikeDeclaration): Map<string, MarkedMember> {
    let found = this.marks.get(cls);
    if (found !== undefined) return found;
    found = new Map();
    this.marks.set(cls, found);
    for (const [name, { mark, member, sourceClass }] of this.ctx.declaredBases.sourceMarks(cls)) {
      const problem = memberProblem(member, (memberName) => this.instanceMembersNamed(sourceClass, memberName));
      if (problem !== null) {
        this.ctx.report(member.name ?? member, problem.code, problem.message);
        continue;
      }
      checkParamsOption(mark, member as ts.MethodDeclaration, this.ctx);
      // Its types are the declaration file's, which the checker reads.
      const declared = this.instanceMembersNamed(cls, name).find(ts.isMethodDeclaration);
      if (declared !== undefined) found.set(name, { mark, declaration: declared });
      else this.reportStaleDeclaration(cls, name, member);
    }
    for (const member of cls.members) {
      if (member.name !== undefined && ts.isIdentifier(member.name) && found.has(member.name.text)) continue;
      const mark = toolMarkOf(member, this.ctx);
      if (mark === undefined) continue;
      const problem = memberProblem(member, (memberName) => this.instanceMembersNamed(cls, memberName));
      if (problem !== null) {
        this.ctx.report(member.name ?? member, problem.code, problem.message);
        continue;
      }
      const method = member as ts.MethodDeclaration;
      const name = (method.name as ts.Identifier).text;
      checkParamsOption(mark, method, this.ctx);
      found.set(name, { mark, declaration: method });
    }
    return found;
  }

  /**
   * The member's nearest declaration along the chain, when it is a method: a field or accessor that
   * overrides a tool method leaves it no tool (TypeScript reports that override, TS2425, itself).
   */
  private nearestMethod(chain: readonly ts.ClassLikeDeclaration[], member: string): ts.MethodDeclaration | undefined {
    for (const cls of chain) {
      const declarations = this.instanceMembersNamed(cls, member);
      if (declarations.length === 0) continue;
      return declarations.find((d): d is ts.MethodDeclaration => ts.isMethodDeclaration(d) && d.body !== undefined) ?? declarations.find(ts.isMethodDeclaration);
    }
    return undefined;
  }

  /**
   * A class's instance members named `name` (by an identifier), in order: a static member of that
   * name is the class's own, neither an overload of a tool method nor an override of one. Each class
   * is indexed once: every tool method of a class looks up its own name, which a search of the
   * members made quadratic.
   */
  private instanceMembersNamed(cls: ts.ClassLikeDeclaration, name: string): readonly ts.ClassElement[] {
    let byName = this.instanceMembers.get(cls);
    if (byName === undefined) {
      byName = new Map();
      for (const member of cls.members) {
        if (member.name === undefined || !ts.isIdentifier(member.name) || isStatic(member)) continue;
        const named = byName.get(member.name.text);
        if (named === undefined) byName.set(member.name.text, [member]);
        else named.push(member);
      }
      this.instanceMembers.set(cls, byName);
    }
    return byName.get(name) ?? [];
  }

  /**
   * GT2020 at a base's `@tool()` method in its source that its declaration file lacks: built before
   * the method was added, or, for a method marked `@internal`, perhaps built with `stripInternal`
   * (the package's tsconfig is not read, so the message names both).
   */
  private reportStaleDeclaration(cls: ts.ClassLikeDeclaration, name: string, member: ts.ClassElement): void {
    const declarationFile = projectPath(this.ctx.root, cls.getSourceFile().fileName);
    const why = ts.getJSDocTags(member).some((tag) => tag.tagName.text === "internal")
      ? `it is marked @internal, which "stripInternal" leaves out of declaration files (or the package's declarations are older than its source), so it is not a tool. Remove its @internal tag, or rebuild the package (tsc -b)`
      : `the package's declarations are older than its source, so it is not a tool. Rebuild the package (tsc -b)`;
    const message = `tool method '${name}' of '${cls.name?.text ?? "default"}' is not in the declaration file the compiler reads the class from, ${declarationFile}: ${why}`;
    this.ctx.report(member.name ?? member, "GT2020", message, "warning");
  }
}

/** "its @tool() method 'save' is not a tool here", or the plural for several. */
function unreadMethods(members: readonly string[]): string {
  const names = members.map((m) => `'${m}'`).join(", ");
  return members.length === 1 ? `its @tool() method ${names} is not a tool here` : `its @tool() methods ${names} are not tools here`;
}

function extendsExpression(declaration: ts.ClassLikeDeclaration): ts.ExpressionWithTypeArguments | undefined {
  return declaration.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
}

function isStatic(member: ts.ClassElement): boolean {
  return (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static) !== 0;
}

/** Why a marked member cannot be a tool, if it cannot; `named` gives its class's instance members of a name (see `instanceMembersNamed`). */
function memberProblem(member: ts.ClassElement, named: (name: string) => readonly ts.ClassElement[]): { code: "GT2006" | "GT2011"; message: string } | null {
  if (!ts.isMethodDeclaration(member)) return { code: "GT2006", message: `'${member.name?.getText() ?? "this member"}' is marked as a tool but is not a method` };
  if (!ts.isIdentifier(member.name)) return { code: "GT2006", message: `tool method '${member.name.getText()}' needs a plain identifier name (no computed or #private names)` };
  const label = member.name.text;
  const modifiers = ts.getModifiers(member) ?? [];
  if (modifiers.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return { code: "GT2006", message: `tool method '${label}' is static: tools are instance methods` };
  if (modifiers.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword)) {
    return { code: "GT2006", message: `tool method '${label}' must be public: the registry calls it from outside the class` };
  }
  const name = member.name.text;
  const overloads = named(name).filter(ts.isMethodDeclaration);
  if (overloads.length > 1) return { code: "GT2011", message: `tool method '${label}' is overloaded: a tool needs exactly one signature` };
  return null;
}

function checkParamsOption(mark: ToolMark, method: ts.MethodDeclaration, ctx: DiscoverContext): void {
  const { params } = mark.settings;
  if (params === undefined) return;
  const names = new Set(method.parameters.flatMap((p) => bindingNames(p.name)));
  for (const key of Object.keys(params)) {
    if (!names.has(key)) ctx.report(mark.node, "GT2004", `params.${key} names no parameter of '${(method.name as ts.Identifier).text}' (it has ${[...names].join(", ") || "none"})`, "warning");
  }
}

/** A parameter's names: its identifier, or the fields of a destructured object parameter. */
function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  if (ts.isObjectBindingPattern(name)) return name.elements.flatMap((e) => bindingNames(e.propertyName !== undefined && ts.isIdentifier(e.propertyName) ? e.propertyName : e.name));
  return [];
}
