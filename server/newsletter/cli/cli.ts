/** Layer cli/: the operator's command line (`usage` in cli-commands.ts). Imports the composition root,
 * service/ and domain/ only (decision 024). */
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
