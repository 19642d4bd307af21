import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test modules and components in isolation.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "build-steps/**/*.test.ts",
      "deploy-config/**/*.test.ts",
    ],
    environment: "jsdom",
    restoreMocks: true,
  },
});
