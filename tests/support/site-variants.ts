/**
 * The two builds the end-to-end suite serves beside `build/`: React's development build (for
 * hydration.spec.ts) and the live newsletter (newsletter-live.spec.ts). `npm test` builds both in its
 * build phase and sets SITE_VARIANTS_BUILT=1, so their servers start at once; `npm run test:e2e` alone
 * builds them when their servers start.
 */
import { spawn } from "node:child_process";
import { devBuildPort, liveBuildPort } from "./servers.ts";

export const siteVariants = {
  dev: {
    env: { BUILD_DIR: "build-dev", NODE_ENV: "development" },
    args: ["--mode", "development"],
  },
  live: {
    env: { BUILD_DIR: "build-live", NEWSLETTER_MODE: "live", SITE_URL: `http://localhost:${liveBuildPort}` },
    args: [],
  },
} as const;
/** The port each variant's server listens on (tests/support/servers.ts). */
export const variantPorts = { dev: devBuildPort, live: liveBuildPort };

export type SiteVariant = keyof typeof siteVariants;

/** Builds one variant (output to this process's stdout and stderr); resolves to the exit code. */
export function buildVariant(variant: SiteVariant): Promise<number> {
  const { env, args } = siteVariants[variant];
  const build = spawn("npx", ["react-router", "build", ...args], {
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  return new Promise((resolve) => build.on("exit", (code) => resolve(code ?? 1)));
}

/** Builds the variant unless `npm test` already did. */
export async function ensureBuilt(variant: SiteVariant): Promise<void> {
  if (process.env.SITE_VARIANTS_BUILT === "1") return;
  const code = await buildVariant(variant);
  if (code !== 0) process.exit(code);
}
