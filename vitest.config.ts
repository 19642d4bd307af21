import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test modules and components in isolation. Only
// components get a DOM (jsdom, the costliest part of a file's start); the rest, the app's logic (`.ts`)
// included, runs on plain Node. A `.ts` test that needs a DOM says so: `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    restoreMocks: true,
    // Each worker is a process that loads Vitest, React, jsdom, Fastify …: with Node's compile cache (as
    // `npm start` has) V8 compiles them once for the whole run, not once per worker.
    env: { NODE_COMPILE_CACHE: path.resolve(import.meta.dirname, "node_modules/.cache/node-compile") },
    // Vitest's default is one worker per core but one: a single worker on two cores. Most server files
    // wait (PostgreSQL, SMTP, child processes, worker threads) more than they compute, so files run
    // side by side, a few more than the cores.
    maxWorkers: availableParallelism() + 1,
    // A worker runs its files one after another in one module graph, not each in a fresh one: the same
    // 126 files passed in any order (`--sequence.shuffle.files`) and took 45 instead of 78 s of CPU,
    // 28.7 instead of 45.6 s (the imports and jsdom's start, paid once per worker instead of per file).
    // So a file leaves nothing behind that the next could trip on: state lives in what a test creates.
    isolate: false,
    // Vitest's default 5 s is short on a busy machine with files side by side (a jsdom dialog test of
    // 0.6 s took 5.1 s at load 19): the bound is for a hung test, not a check of speed.
    testTimeout: 20_000,
    // The PostgreSQL tests' schemas, dropped once the whole run is done (the file says why).
    globalSetup: ["tests/support/postgres-schemas.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/wait-bounds.ts", "tests/support/dom-test-setup.ts"],
        },
      },
      {
        // The operator console (console/, its own build): a DOM too, and a set-up for what jsdom lacks.
        extends: true,
        test: {
          name: "console",
          include: ["console/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: [
            "tests/support/wait-bounds.ts",
            "tests/support/dom-test-setup.ts",
            "console/test-setup.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            // Code both sides run (shared/): tested on Node, as it runs there without a DOM.
            "shared/**/*.test.ts",
            "build-steps/**/*.test.ts",
            "deploy-config/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["tests/support/wait-bounds.ts"],
        },
      },
    ],
  },
});
