import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Tailwind builds the site's CSS from every file under the project root, console/ included, so the
 * operator console's classes would land in the CSS of every public page. The site's CSS entry gets
 * `@source not` for console/ as it is read (app/ itself unchanged); the console has its own CSS
 * (console/console.css, its own build). Tailwind reads every word here too, which is why this is a
 * `load` hook: the usual hook's name is also a utility's. Docs: docs/decisions/029.
 */
function keepConsoleOutOfSiteCss(): Plugin {
  return {
    name: "keep-console-out-of-site-css",
    enforce: "pre",
    load(id) {
      if (!/[\\/]app[\\/]app\.css$/.test(id)) return null;
      return `${readFileSync(id, "utf8")}\n@source not "../console";\n`;
    },
  };
}

export default defineConfig({
  // SITE_URL (the public origin) reaches the app as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL", "NEWSLETTER_MODE"],
  plugins: [keepConsoleOutOfSiteCss(), tailwindcss(), reactRouter()],
  build: {
    // Vite's manifest gives the build steps the module graph (build-steps/vite-manifest.ts).
    manifest: true,
    // No preload helper around dynamic imports: the on-demand widgets load when the page is idle
    // (decision 010), where the helper's link bookkeeping was itself a long task.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Few, large chunks: each file costs the page a request, a modulepreload link (several ms of
        // main thread each, measured) and a task to evaluate (docs/decisions/009 and 011). React DOM
        // has a chunk of its own, so that evaluating it is a task apart from the entry's hydration;
        // React and React Router share one; our modules used by more than one route share another.
        // Route modules and the on-demand widgets (decision 010) keep theirs.
        codeSplitting: {
          groups: [
            {
              name: "react-dom-client",
              test: /node_modules[\\/](react-dom[\\/]cjs[\\/]react-dom-client|scheduler)/,
            },
            {
              name: "framework",
              test: /node_modules[\\/](react|react-router)[\\/]/,
            },
            {
              name: "shared",
              test: /[\\/]app[\\/](?!routes[\\/]|features[\\/]calculator[\\/]|content[\\/]facts[\\/]|lib[\\/]numbers\.ts)|[\\/]shared[\\/]newsletter-api\.ts|node_modules[\\/]lucide-react[\\/]/,
              minShareCount: 2,
            },
            {
              // The calculator feature's common parts (issues 38 and 50) and the numbers module they read and write
              // with, and the figures they compute with (content/facts, decision 065), apart from "shared"
              // (which the home page loads): only a lesson with a calculator loads them. After "shared",
              // so that what shared already holds stays there.
              name: "lesson-calculators",
              test: /[\\/]app[\\/](features[\\/]calculator[\\/]|content[\\/]facts[\\/]|lib[\\/]numbers\.ts)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
