import { symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "../../src/registry/read-manifest.js";
import { loadManifest } from "../../src/registry/load-manifest.js";
import type { ToolRegistry } from "../../src/registry/tool-registry.js";
import type { ValidationError } from "../../src/validator/index.js";
import type { DeferredValidator } from "../../src/validator/types.js";
import { runCli } from "./helpers/run-cli.js";
import { tempProject, type TempProject } from "./helpers/temp-project.js";

/**
 * Real request types, as an application that proxies provider calls through tools declares them:
 * the Anthropic and OpenAI SDKs' own parameter types (their published `.d.ts`, at the versions
 * package-lock.json pins), with their unions, tagged content blocks, nullable and optional fields.
 * gen-tools must make schemas of them without a diagnostic, and the validators must accept real
 * request bodies and tell the model precisely what is wrong with a bad one.
 */
const TOOLS = {
  anthropicMessage: ["MessageCreateParamsNonStreaming", "@anthropic-ai/sdk/resources/messages"],
  anthropicCountTokens: ["MessageCountTokensParams", "@anthropic-ai/sdk/resources/messages"],
  openaiChat: ["ChatCompletionCreateParamsNonStreaming", "openai/resources/chat/completions"],
  openaiEmbed: ["EmbeddingCreateParams", "openai/resources/embeddings"],
  openaiResponse: ["ResponseCreateParamsNonStreaming", "openai/resources/responses/responses"],
} as const;

const source = Object.entries(TOOLS)
  .map(
    ([name, [type, from]]) =>
      `import type { ${type} } from "${from}";\n\n/**\n * Sends a ${type}.\n * @param body The request body.\n * @tool\n */\nexport function ${name}(body: ${type}): string {\n  return JSON.stringify(body);\n}\n`,
  )
  .join("\n");

const handlers = Object.fromEntries(Object.keys(TOOLS).map((name) => [name, () => "sent"]));

let project: TempProject;
let cli: Awaited<ReturnType<typeof runCli>>;
/** The same manifest with the generated validators, and with the interpreter's. */
let aot: ToolRegistry;
let interpreter: ToolRegistry;

beforeAll(async () => {
  project = tempProject({ "src/proxy.ts": source });
  // The project's dependencies are this repository's: the SDKs are its devDependencies.
  symlinkSync(resolve(import.meta.dirname, "../../node_modules"), join(project.dir, "node_modules"));
  cli = await runCli(["--project", project.tsconfig]);
  const manifest = await readManifest(join(project.dir, "generated/tools.manifest.json"));
  const index = (await import(pathToFileURL(join(project.dir, "generated/tools.validators.js")).href)) as { validators: Record<string, DeferredValidator> };
  aot = loadManifest(manifest, { handlers, validators: index.validators });
  interpreter = loadManifest(manifest, { handlers });
  await Promise.all(aot.names().map((name) => aot.get(name)?.validatorLoading?.()));
});

afterAll(() => project.remove());

/** A tool's errors for `body`, from the generated validator; the interpreter must give the same. */
function errorsOf(tool: string, body: unknown): ValidationError[] {
  const [fromAot, fromInterpreter] = [aot, interpreter].map((registry) => {
    const result = registry.get(tool)?.validate({ body });
    if (result === undefined) throw new Error(`no tool ${tool}`);
    return result.ok ? [] : result.errors;
  });
  expect(fromInterpreter).toEqual(fromAot);
  return fromAot as ValidationError[];
}

const brief = (errors: ValidationError[]): string[] => errors.map((e) => `${e.path} ${e.message}`);

describe("the Anthropic and OpenAI SDKs' request types as tool parameters", () => {
  it("generate without a diagnostic", () => {
    expect(cli.stderr).toBe("");
    expect(cli.code).toBe(0);
    expect(aot.names()).toEqual(["anthropic_count_tokens", "anthropic_message", "openai_chat", "openai_embed", "openai_response"]);
  });

  it("accept real request bodies", () => {
    const anthropic = {
      model: "claude-sonnet-4-5",
      max_tokens: 1024,
      system: [{ type: "text", text: "Be brief.", cache_control: { type: "ephemeral" } }],
      messages: [
        { role: "user", content: "Weather in Paris?" },
        { role: "assistant", content: [{ type: "text", text: "Checking." }, { type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Paris" } }] },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "toolu_1", content: "18C" },
            { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } },
          ],
        },
      ],
      tools: [{ name: "get_weather", description: "Weather", input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } }],
      tool_choice: { type: "auto" },
      thinking: { type: "enabled", budget_tokens: 2048 },
      stop_sequences: ["END"],
      metadata: { user_id: "u1" },
    };
    expect(errorsOf("anthropic_message", anthropic)).toEqual([]);
    expect(errorsOf("anthropic_count_tokens", { model: "claude-sonnet-4-5", messages: anthropic.messages, tools: anthropic.tools })).toEqual([]);
    const chat = {
      model: "gpt-4o",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: [{ type: "text", text: "What is in this image?" }, { type: "image_url", image_url: { url: "https://example.com/a.png", detail: "low" } }] },
        { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }] },
        { role: "tool", tool_call_id: "call_1", content: "18C" },
      ],
      tools: [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } }, strict: true } }],
      tool_choice: { type: "function", function: { name: "get_weather" } },
      response_format: { type: "json_schema", json_schema: { name: "answer", schema: { type: "object" }, strict: true } },
      temperature: 0.2,
      max_completion_tokens: 100,
      seed: 1,
      stop: ["\n"],
    };
    expect(errorsOf("openai_chat", chat)).toEqual([]);
    expect(errorsOf("openai_embed", { model: "text-embedding-3-small", input: ["a", "b"], dimensions: 256, encoding_format: "float" })).toEqual([]);
    const response = {
      model: "gpt-4.1",
      instructions: "Be brief.",
      input: [
        { role: "user", content: [{ type: "input_text", text: "Weather in Paris?" }] },
        { type: "function_call", call_id: "c1", name: "get_weather", arguments: '{"city":"Paris"}' },
        { type: "function_call_output", call_id: "c1", output: "18C" },
      ],
      tools: [{ type: "function", name: "get_weather", parameters: { type: "object" }, strict: true }],
      reasoning: { effort: "low" },
    };
    expect(errorsOf("openai_response", response)).toEqual([]);
  });

  it("tell the model what is wrong with a bad one, down to the field", () => {
    const message = { model: "claude-sonnet-4-5", max_tokens: "1024", messages: [{ role: "user", content: [{ type: "text" }] }] };
    expect(brief(errorsOf("anthropic_message", message))).toEqual([
      "/body/max_tokens must be number, got string",
      '/body/messages/0 must match the anyOf schema for role = "user"',
      "/body/messages/0/content must match at least one schema in anyOf; types accepted: string or array; the closest is anyOf/1, whose errors follow",
      '/body/messages/0/content/0 must match the anyOf schema for type = "text"',
      "/body/messages/0/content/0/text missing required property 'text'",
    ]);
    expect(brief(errorsOf("anthropic_message", { model: "claude-sonnet-4-5", max_tokens: 10, messages: [], tool_choice: { type: "tool" } }))).toEqual([
      '/body/tool_choice must match the anyOf schema for type = "tool"',
      "/body/tool_choice/name missing required property 'name'",
    ]);
    // A role no branch has, then a message without its content.
    const chat = errorsOf("openai_chat", { model: "gpt-4o", messages: [{ role: "bot", content: "hi" }, { role: "user" }], temperature: "hot" });
    expect(chat.map((e) => [e.path, e.keyword])).toEqual([
      ["/body/messages/0", "anyOf"],
      ["/body/messages/1", "anyOf"],
      ["/body/messages/1/content", "required"],
      ["/body/temperature", "type"],
    ]);
    expect(chat[0]?.params).toMatchObject({ discriminator: "role" });
    expect(chat[3]?.message).toBe("must be number or null, got string");
    expect(brief(errorsOf("openai_embed", { model: "text-embedding-3-small", input: 5 }))).toEqual([
      "/body/input must match at least one schema in anyOf: must be string or array, got integer",
    ]);
    // Not a discriminated union (a message's `type` is optional): the item's tag picks the branch.
    const output = errorsOf("openai_response", { model: "gpt-4.1", input: [{ type: "function_call_output", call_id: "c1" }] });
    expect(output.map((e) => [e.path, e.keyword])).toEqual([
      ["/body/input", "anyOf"],
      ["/body/input/0", "anyOf"],
      ["/body/input/0/output", "required"],
    ]);
  });
});
