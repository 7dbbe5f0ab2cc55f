import type { LlmConfig } from '../extract/llm';
import { JSON_UTF8, startLoopback, type Handler, type Loopback, type Reply } from './loopback';

/**
 * Test helpers for the collector's AI: an OpenAI-compatible chat endpoint on 127.0.0.1 whose
 * answers the test writes, and the configuration that reaches it. Never a real model.
 */

/** An OpenAI-compatible chat completion whose message content is `content`. */
export function completion(content: string): Reply {
  return {
    headers: JSON_UTF8,
    body: JSON.stringify({
      id: 'chatcmpl-teste',
      object: 'chat.completion',
      created: 1_760_000_000,
      model: 'modelo-teste',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 900, completion_tokens: 300, total_tokens: 1200 },
    }),
  };
}

export interface FakeLlm {
  server: Loopback;
  /** Model 'modelo-teste', key 'chave-teste', 2 s timeout, no retries, unless overridden. */
  config: LlmConfig;
}

/** Serves `reply` at /v1/chat/completions (any other path is a 404); the caller closes the server. */
export async function startFakeLlm(reply: Handler, overrides: Partial<LlmConfig> = {}): Promise<FakeLlm> {
  const server = await startLoopback((req) => (req.path === '/v1/chat/completions' ? reply(req) : { status: 404 }));
  return {
    server,
    config: { baseUrl: `${server.origin}/v1`, model: 'modelo-teste', apiKey: 'chave-teste', timeoutMs: 2_000, maxRetries: 0, ...overrides },
  };
}
