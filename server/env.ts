import { existsSync } from "node:fs";
import { z } from "zod";
import { parseSiteSettings } from "#domain/site/settings.ts";

/**
 * The one module that reads process.env. Public site settings are parsed by
 * the domain schema (they are baked into the pages at build time); the rest
 * configures the Node server.
 */
// A local .env file (see .env.example) fills in what the environment does not set.
if (existsSync(".env")) process.loadEnvFile(".env");

const ServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Trust X-Forwarded-* from this many proxy hops (0 = none). HSTS is sent for HTTPS requests only. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_REQUESTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function readServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  return ServerEnvSchema.parse(env);
}

export function readSiteSettings(env: Record<string, string | undefined> = process.env) {
  return parseSiteSettings(env);
}
