/**
 * `npm test`: everything CI runs, on a fresh machine too. Sets up what the machine lacks
 * (scripts/test-machine.ts), then runs the phases in order, stops at the first that fails, and ends
 * with the time each took. Commands within one phase run at once (the machine has two cores).
 */
import { spawn } from "node:child_process";
import { buildVariant } from "#tests/support/site-variants.ts";
import { installMissing, testDatabase } from "./test-machine.ts";

type Step = { name: string; run: () => Promise<number> };

const npmRun = (script: string): Step => ({
  name: script,
  run: () =>
    new Promise((resolve) => {
      const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
      child.on("exit", (code) => resolve(code ?? 1));
    }),
});
const variant = (name: "dev" | "live"): Step => ({ name: `build (${name})`, run: () => buildVariant(name) });
/** Steps one after another, stopping at the first that fails. */
const inTurn = (...steps: Step[]): Step => ({
  name: steps.map((step) => step.name).join(", "),
  run: async () => {
    for (const step of steps) {
      const code = await step.run();
      if (code !== 0) return code;
    }
    return 0;
  },
});

const phases: Step[][] = [
  // The unit files wait on PostgreSQL, SMTP and child processes between bursts of work: typecheck and
  // lint (about 12 s of CPU) fit in those gaps (79.7 s one after the other, 75.8 s side by side).
  [npmRun("typecheck"), npmRun("lint"), npmRun("test:unit")],
  // The site and the end-to-end suite's two other builds, one after another: each build's React Router
  // plugin empties and rewrites .react-router/types, and two at once failed on it (ENOTEMPTY).
  [inTurn(npmRun("build"), variant("dev"), variant("live"))],
  // The end-to-end suite's first 20 s start servers and browsers (one core idle a third of the time):
  // the Nu Html Checker and the built-site checks (tests/built/), which read build/, fill them.
  [npmRun("test:html"), npmRun("test:built"), npmRun("test:e2e")],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const times: string[] = [];

let started = performance.now();
try {
  const installed = installMissing();
  const database = testDatabase();
  if (database.url) process.env.TEST_DATABASE_URL = database.url;
  console.log(`test set-up: ${installed}; database: ${database.said} (${seconds(started)})`);
  times.push(`set-up ${seconds(started)}`);
} catch (error) {
  console.error(`test set-up: ${(error as Error).message}`);
  process.exit(1);
}
process.env.SITE_VARIANTS_BUILT = "1";

const total = performance.now();
let failed: string | undefined;
for (const phase of phases) {
  started = performance.now();
  const codes = await Promise.all(phase.map((step) => step.run()));
  const name = phase.map((step) => step.name).join(" + ");
  times.push(`${name} ${seconds(started)}`);
  const failing = phase.filter((_, index) => codes[index] !== 0);
  if (failing.length > 0) {
    failed = failing.map((step) => step.name).join(", ");
    break;
  }
}

console.log(`\nPhases: ${times.join(" · ")}`);
console.log(`Tests ${failed ? `failed in ${failed}` : "passed"} in ${seconds(total)} (set-up not counted).`);
process.exit(failed ? 1 : 0);
