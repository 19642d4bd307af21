import { defineConfig } from "vitest/config";

// Checks of the built site (build/client) that need no browser: what a crawler or a client reads in the
// served HTML and headers, asked of the Node server in-process (tests/built/site.ts). `npm run
// test:built`, in the phase after `npm run build` (scripts/test.ts); the unit tests run before the build.
export default defineConfig({
  test: {
    name: "built",
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
  },
});
