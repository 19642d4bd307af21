import type { Config } from "@react-router/dev/config";
import { readCourses } from "./app/content/read-courses";
import { discoveryFiles } from "./app/lib/discovery";
import { coursePagePaths, newsletterPagePaths, prerenderPaths, toolPagePaths } from "./app/lib/paths";
import { afterBuild } from "./build-steps/after-build";

export default {
  // Static hosting: every page is pre-rendered at build time, then hydrated.
  ssr: false,
  // The benchmark builds a separate copy (with its own SITE_URL) without touching ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [
    ...prerenderPaths,
    // Every course and lesson, in every language (app/content/courses/).
    ...coursePagePaths(readCourses()),
    // The glossary and the tax calculator, in every language and mode (the calculator's result renders
    // from the address after hydration).
    ...toolPagePaths,
    // The live newsletter's pages (confirm, unsubscribe and their outcomes) only where it is live.
    ...(process.env.NEWSLETTER_MODE === "live" ? newsletterPagePaths : []),
    ...discoveryFiles,
  ],
  // Scripts behind the first paint, CSP hashes, deploy configs, compression, budget (build-steps/).
  buildEnd: ({ viteConfig }) => afterBuild({ production: viteConfig.mode === "production" }),
} satisfies Config;
