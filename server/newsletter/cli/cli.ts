/** Layer cli/: owns the operator's command line. Imports the composition root (create-newsletter.ts,
 * config.ts), service/ and domain/ only (biome.json, decision 024).
 *
 * `npm run newsletter -- <command>`: see `usage` in cli-commands.ts. */

import { readNewsletterConfig } from "../config.ts";
import { runCli } from "./cli-commands.ts";

const controller = new AbortController();
process.once("SIGINT", () => {
  process.stderr.write("Stopping after the mail being sent…\n");
  controller.abort();
});

try {
  process.exitCode = await runCli(process.argv.slice(2), readNewsletterConfig(), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    signal: controller.signal,
    progress: { write: (text) => process.stderr.write(text), terminal: process.stderr.isTTY === true },
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
