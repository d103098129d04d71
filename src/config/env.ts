/** Build-time configuration, checked once at start-up so a typo fails loudly instead of picking a default. */
import * as z from 'zod/mini';

const envSchema = z.object({
  VITE_LANES_BACKEND: z._default(z.enum(['local', 'emulator', 'firebase']), 'local'),
});

/** The checked environment. Throws a readable error naming the bad variable. */
export function readEnv(source: Record<string, unknown>): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Bad configuration: ${issue?.path.join('.') ?? 'env'} ${issue?.message ?? ''}`);
  }
  return result.data;
}
