/**
 * The operator console's own Vite build: a separate single-page app, not a React Router framework
 * route, so that nothing of it reaches the public pages (a framework route would be listed in the
 * public route manifest). Built only for live builds, by build-steps/after-build.ts, into
 * `<BUILD_DIR>/console`: beside build/client, never inside it (docs/decisions/029).
 */
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { consoleRoot, consoleSourceRoot } from "../server/build-paths.ts";

export default defineConfig({
  root: consoleSourceRoot,
  // The server answers /admin and below (server/serving-rules.ts: consolePath).
  base: "/admin/",
  // Nothing to copy: no favicon or robots file of its own (the server sends X-Robots-Tag).
  publicDir: false,
  // The console reads no environment: no VITE_ variable of the site's reaches it.
  envPrefix: "CONSOLE_",
  plugins: [tailwindcss()],
  build: {
    outDir: consoleRoot,
    emptyOutDir: true,
    assetsDir: "assets",
    // The CSP is `script-src 'self'; style-src 'self'`: no inline polyfill script, and no asset turned
    // into a data: URL.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      // lucide-react marks its modules "use client": meaningless in a bundle that is all client code.
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
    },
  },
});
