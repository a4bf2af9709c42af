import { z } from 'zod';
import { wholeNumber } from './env-values.ts';
import type { OutboundClientOptions } from './outbound.ts';

const portList = z
  .string()
  .trim()
  .transform((value, context): number[] | 'any' => {
    if (value === '*' || value.toLowerCase() === 'any') return 'any';
    const ports = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number);
    if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65_535)) {
      context.addIssue({ code: 'custom', message: 'must be a comma-separated list of ports or *' });
      return z.NEVER;
    }
    return ports;
  });

/** The environment variables of the guarded outbound client. */
export const outboundEnvSchema = z.object({
  PUBLIC_URL: z.url({ error: 'must be an http or https address' }).default('http://localhost:3000'),
  OUTBOUND_ALLOW_PRIVATE: z.stringbool({ error: 'must be true or false' }).default(false),
  OUTBOUND_ALLOWED_PORTS: portList.default([80, 443]),
  OUTBOUND_CONNECT_TIMEOUT_MS: wholeNumber(1).default(5_000),
  OUTBOUND_TOTAL_TIMEOUT_MS: wholeNumber(1).default(15_000),
});
export type OutboundEnv = z.output<typeof outboundEnvSchema>;

export const outboundUserAgent = (publicUrl: string): string =>
  `PodpieBot/1.0 (+${publicUrl.replace(/\/+$/, '')})`;

export const outboundOptionsFromEnv = (env: OutboundEnv): OutboundClientOptions => ({
  userAgent: outboundUserAgent(env.PUBLIC_URL),
  allowPrivate: env.OUTBOUND_ALLOW_PRIVATE,
  allowedPorts: env.OUTBOUND_ALLOWED_PORTS,
  connectTimeoutMs: env.OUTBOUND_CONNECT_TIMEOUT_MS,
  totalTimeoutMs: env.OUTBOUND_TOTAL_TIMEOUT_MS,
});

/** An empty variable (`FOO=`) means "use the default", as it does in most deploy tools. */
export const emptyAsUnset = (
  env: Record<string, string | undefined>,
): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
