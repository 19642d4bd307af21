import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test modules and components in isolation. Only
// the app's tests get a DOM (jsdom); the server's and the build's run on plain Node, which starts faster.
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: "app", include: ["app/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
      {
        // The operator console (console/, its own build): a DOM too, and a set-up for what jsdom lacks.
        extends: true,
        test: {
          name: "console",
          include: ["console/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["console/test-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: [
            "server/**/*.test.ts",
            // Code both sides run (shared/): tested on Node, as it runs there without a DOM.
            "shared/**/*.test.ts",
            "build-steps/**/*.test.ts",
            "deploy-config/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
    ],
  },
});
