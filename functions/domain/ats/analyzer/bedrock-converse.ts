/*
 * The one call to Amazon Bedrock (Converse API), kept this small so everything around it (the prompt's framing, the
 * answer's validation, the fallback) is tested with real inputs. The client is loaded on first use: with the
 * deterministic analyzer (the default) nothing of it runs.
 */

/** Asks `modelId` with `system` as instructions and `data` as the one user message; gives up after `timeoutMs`. */
export async function converse(modelId: string, system: string, data: string, timeoutMs: number): Promise<string> {
  const { BedrockRuntimeClient, ConverseCommand } = await import('@aws-sdk/client-bedrock-runtime');
  client ??= new BedrockRuntimeClient({ maxAttempts: 1 });
  const answer = await client.send(
    new ConverseCommand({
      modelId,
      system: [{ text: system }],
      messages: [{ role: 'user', content: [{ text: data }] }],
      inferenceConfig: { maxTokens: 4_096, temperature: 0 },
    }),
    { abortSignal: AbortSignal.timeout(timeoutMs) },
  );
  return (answer.output?.message?.content ?? []).map((block) => block.text ?? '').join('');
}

let client: import('@aws-sdk/client-bedrock-runtime').BedrockRuntimeClient | undefined;
