import { generateText, Output } from 'ai';
import type { z } from 'zod';
import type { ServingModel } from './models';

export interface StructuredCall<S extends z.ZodType> {
  serving: ServingModel;
  schema: S;
  name: string;
  system: string;
  prompt: string;
  temperature: number;
}

/**
 * One model call with structured output. The SDK's own retries are off: every call is one of the engine's
 * `max_generation_attempts`, so the count the admin sets is the count that happens.
 */
export async function callStructured<S extends z.ZodType>(call: StructuredCall<S>): Promise<z.infer<S>> {
  const result = await generateText({
    model: call.serving.model,
    system: call.system,
    prompt: call.prompt,
    temperature: call.temperature,
    maxRetries: 0,
    output: Output.object({ schema: call.schema, name: call.name }),
  });
  return result.output as z.infer<S>;
}

/** An error message safe for logs: a per-request key never appears in it. */
export function describeFailure(err: unknown, secret?: string): string {
  const msg = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const short = msg.length > 300 ? `${msg.slice(0, 300)}…` : msg;
  return secret ? short.split(secret).join('***') : short;
}
