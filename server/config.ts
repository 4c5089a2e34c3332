import { resolve } from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .optional()
    .transform((value) =>
      value === undefined ? fallback : value === 'on' || value === 'true' || value === '1',
    );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  STATIC_DIR: z.string().min(1).default('dist'),
  SERVE_STATIC: flag(true),
  DEMO_ACCOUNT: flag(true),
  DEMO_EMAIL: z.string().email().default('demo@example.com'),
  DEMO_PASSWORD: z.string().min(6).max(72).default('demo-password'),
  ENABLE_SIGNUP: flag(false),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  serveStatic: boolean;
  demo: { enabled: boolean; email: string; password: string };
  enableSignup: boolean;
};

/** Turns the environment into a validated config; a bad variable names itself and stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    staticDir: resolve(e.STATIC_DIR),
    serveStatic: e.SERVE_STATIC,
    demo: { enabled: e.DEMO_ACCOUNT, email: e.DEMO_EMAIL.toLowerCase(), password: e.DEMO_PASSWORD },
    enableSignup: e.ENABLE_SIGNUP,
  };
}
