import type { ToolOptions } from "./tool-options.js";

/** What `@tool()` records at run time: enough to find the method. Its schema comes from the manifest. */
export interface ToolMethodRecord {
  member: string;
  options: Readonly<ToolOptions>;
}

/** A method as a decorator sees it; written with `any` because `ClassMethodDecoratorContext` constrains it so. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Method<This> = (this: This, ...args: any) => any;

/** Works both as a TC39 standard method decorator and as a legacy (`experimentalDecorators`) one. */
export interface ToolDecorator {
  <This, Value extends Method<This>>(value: Value, context: ClassMethodDecoratorContext<This, Value>): void;
  (target: object, propertyKey: string | symbol, descriptor: PropertyDescriptor): void;
}

// Keyed by the method's function, so a subclass override that is not decorated falls through to
// the parent's record when the prototype chain is walked (see `toolMethodsOf`).
const recorded = new WeakMap<Function, ToolMethodRecord>();

/**
 * Marks a method of an agent class as a tool. The generator reads the options and the method's
 * signature at build time; at run time this only records the member name and options.
 */
export function tool(options: ToolOptions = {}): ToolDecorator {
  const frozen = Object.freeze({ ...options });
  function decorate(...args: unknown[]): void {
    const [value, second, descriptor] = args;
    if (isStandardContext(second)) {
      if (second.kind !== "method") throw new TypeError(`@tool() decorates methods, not a ${second.kind}`);
      if (second.static) throw new TypeError(`@tool() decorates instance methods; '${String(second.name)}' is static`);
      record(value, second.name, frozen);
      return;
    }
    const method = isPropertyDescriptor(descriptor) ? descriptor.value : undefined;
    if (typeof second !== "string" && typeof second !== "symbol") {
      throw new TypeError("@tool() must be applied to a class method");
    }
    if (typeof value === "function") throw new TypeError(`@tool() decorates instance methods; '${String(second)}' is static`);
    record(method, second, frozen);
  }
  return decorate as ToolDecorator;
}

/** The `@tool()` methods of a class or instance, nearest declaration first, inherited ones included. */
export function toolMethodsOf(target: object): ToolMethodRecord[] {
  const found = new Map<string, ToolMethodRecord>();
  let proto: object | null = typeof target === "function" ? (target.prototype as object) : Object.getPrototypeOf(target);
  while (proto !== null && proto !== Object.prototype) {
    for (const member of Object.getOwnPropertyNames(proto)) {
      if (found.has(member)) continue;
      const value = Object.getOwnPropertyDescriptor(proto, member)?.value;
      const entry = typeof value === "function" ? recorded.get(value) : undefined;
      if (entry !== undefined) found.set(member, entry);
    }
    proto = Object.getPrototypeOf(proto);
  }
  return [...found.values()];
}

function record(method: unknown, name: string | symbol, options: Readonly<ToolOptions>): void {
  if (typeof name === "symbol") throw new TypeError(`@tool() needs a string method name, not ${String(name)}`);
  if (typeof method !== "function") throw new TypeError(`@tool() must be applied to a method; '${name}' is not one`);
  recorded.set(method, { member: name, options });
}

function isStandardContext(value: unknown): value is ClassMethodDecoratorContext | ClassMemberDecoratorContext {
  return typeof value === "object" && value !== null && "kind" in value && "name" in value;
}

function isPropertyDescriptor(value: unknown): value is PropertyDescriptor {
  return typeof value === "object" && value !== null;
}
