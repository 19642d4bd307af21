import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // SITE_URL (the public origin) reaches the app as import.meta.env.SITE_URL.
  envPrefix: ["VITE_", "SITE_URL"],
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // No preload helper around dynamic imports: the on-demand widgets load when the page is idle
    // (decision 010), where the helper's link bookkeeping was itself a long task.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React DOM in a chunk of its own, so that evaluating it is a task apart from the entry's
        // hydration (docs/decisions/009).
        codeSplitting: {
          groups: [
            {
              name: "react-dom-client",
              test: /node_modules[\\/](react-dom[\\/]cjs[\\/]react-dom-client|scheduler)/,
            },
          ],
        },
      },
    },
  },
});
