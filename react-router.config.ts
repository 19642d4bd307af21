import type { Config } from "@react-router/dev/config";
import { coursePagePaths, prerenderPaths, toolPagePaths } from "#shared/paths.ts";
import { readCourses } from "./app/content/read-courses";
import { discoveryFiles } from "./app/lib/discovery";
import { afterBuild } from "./build-steps/after-build";

const live = process.env.NEWSLETTER_MODE === "live";

export default {
  // Every content page is pre-rendered at build time, then hydrated, in both modes. Live builds also
  // render the newsletter's pages per request (their loaders read a token, their actions take a form;
  // docs/decisions/061); the simulated build stays plain files for any static host.
  ssr: live,
  // The whole route manifest in the page, as without a server: no /__manifest requests.
  routeDiscovery: { mode: "initial" },
  // The benchmark builds a separate copy (with its own SITE_URL) without touching ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [
    ...prerenderPaths,
    // Every course and lesson, in every language (app/content/courses/).
    ...coursePagePaths(readCourses()),
    // The glossary and the tax calculator, in every language and mode (the calculator's result renders
    // from the address after hydration).
    ...toolPagePaths,
    ...discoveryFiles,
  ],
  // Scripts behind the first paint, CSP hashes, deploy configs, compression, budget (build-steps/).
  buildEnd: ({ viteConfig }) => afterBuild({ production: viteConfig.mode === "production" }),
} satisfies Config;
