import { TOOL_NAME_PATTERN } from "../registry/tool-name.js";

/**
 * Registry names are dotted (`weather.get_forecast`); OpenAI and Anthropic accept only
 * `^[a-zA-Z0-9_-]{1,64}$`. Dots become dashes on the way out. Registry names never contain a dash,
 * so the mapping is reversible and two registry names never meet on one provider name.
 */

/** What OpenAI and Anthropic accept as a tool name. */
export const PROVIDER_TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** A tool name that cannot be sent to a provider. */
export class ToolNameError extends Error {
  constructor(
    readonly toolName: string,
    reason: string,
  ) {
    super(`tool name '${toolName}' ${reason}`);
    this.name = "ToolNameError";
  }
}

/** The provider-side name of a registry tool name; throws `ToolNameError` for a name that is not one. */
export function toProviderToolName(name: string): string {
  if (!TOOL_NAME_PATTERN.test(name)) {
    throw new ToolNameError(
      name,
      "is not a registry tool name (lowercase letters, digits and underscores in dot-separated segments)",
    );
  }
  const providerName = name.replaceAll(".", "-");
  if (!PROVIDER_TOOL_NAME.test(providerName)) {
    throw new ToolNameError(name, "is longer than the 64 characters providers accept");
  }
  return providerName;
}

/**
 * The names of the tools sent in one request, both ways. A provider name that is not in the map
 * (the model invented it, or called a tool it was not given) is reported as `undefined`, never
 * guessed back by replacing dashes.
 */
export class ToolNameMap {
  readonly #fromProvider = new Map<string, string>();

  constructor(registryNames: Iterable<string>) {
    for (const name of registryNames) this.#fromProvider.set(toProviderToolName(name), name);
  }

  /** The registry name behind a provider name, or `undefined` when no tool in the map has it. */
  fromProvider(providerName: string): string | undefined {
    return this.#fromProvider.get(providerName);
  }
}

/**
 * The name to send back for a call already in the conversation. A registry name is mapped; any
 * other name is one the model made up and the call kept verbatim, so it goes back as the model
 * wrote it (the provider pairs the call with its result by id, and must see its own call again).
 */
export function providerNameOfCall(callName: string): string {
  return TOOL_NAME_PATTERN.test(callName) ? callName.replaceAll(".", "-") : callName;
}
