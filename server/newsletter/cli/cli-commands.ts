/** The operator's commands, separate from `cli.ts` so tests can run them without a process. */
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { issueMailsPerSecond } from "#shared/console-paths.ts";
import type { NewsletterConfig } from "../config.ts";
import { createNewsletter, type Newsletter, type NewsletterOptions } from "../create-newsletter.ts";
import { checkAddress } from "../domain/addresses.ts";
import { languageOf } from "../domain/language.ts";
import { bounce } from "./cli-bounce.ts";
import { formatCourses } from "./course-figures.ts";
import { progressReporter } from "./progress-bar.ts";

export const usage = `Usage: npm run newsletter -- <command>

  send <file.md> --lang en|se [--rate N]   mail one issue to every confirmed subscriber of that language
                                           (N mails per second, default ${issueMailsPerSecond}); run it again to resume
  stats                                    subscribers, mails and issues
  courses                                  per course and language: readers enrolled, active, finished,
                                           stopped; per lesson: sent, bounced, complaints, who left after it
  export <address>                         everything stored about that address, as JSON
  erase <address>                          delete it, keeping only a hash that stops further mail
  purge                                    delete sign-ups never confirmed within 7 days, old mail
  bounce < message.eml                     act on one bounce or complaint report mail (the bounce
                                           mailbox's pipe); exits 0 for a mail that is no report`;

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Set when the operator pressed Ctrl-C: `send` stops after the mail being sent. */
  signal?: AbortSignal;
  /** Standard input, read whole (`bounce`); process.stdin by default. */
  input?: AsyncIterable<Buffer | string>;
  /** Where `send` draws its progress bar (standard error), and whether it is a terminal. */
  progress?: { write: (text: string) => void; terminal: boolean };
  /** How `send` waits for its next mail due (tests advance their clock instead). */
  sleep?: (ms: number) => Promise<void>;
}

function addressArgument(value: string | undefined): string {
  if (!value || checkAddress(value))
    throw new Error(`Not an e-mail address: ${value ?? "(none)"}\n\n${usage}`);
  return value;
}

/** Returns the exit code. */
export async function runCli(
  argv: string[],
  config: NewsletterConfig,
  io: CliIo,
  options: NewsletterOptions = {},
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { lang: { type: "string" }, rate: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, argument] = positionals;
  if (!command || values.help) {
    io.out(usage);
    return command || values.help ? 0 : 1;
  }
  if (!["send", "stats", "courses", "export", "erase", "purge", "bounce"].includes(command)) {
    io.err(`Unknown command: ${command}\n\n${usage}`);
    return 1;
  }
  if (command === "bounce") return bounce(config, io, options);
  const newsletter = await createNewsletter(config, { log: io.err, ...options });
  try {
    const { service } = newsletter;
    if (command === "stats") io.out(JSON.stringify(await service.stats(), null, 2));
    else if (command === "courses") io.out(formatCourses(await service.courseFigures()));
    else if (command === "export") {
      io.out(JSON.stringify(await service.exportSubscriber(addressArgument(argument)), null, 2));
    } else if (command === "erase") {
      const { erased } = await service.erase(addressArgument(argument));
      io.out(
        erased ? "Erased; the address is suppressed." : "No subscriber had that address; it is suppressed.",
      );
    } else if (command === "purge") io.out(JSON.stringify(await service.purgeStale(), null, 2));
    else {
      const rate = Number(values.rate ?? issueMailsPerSecond);
      return await send(newsletter, argument, values.lang, rate, io, options.now ?? Date.now);
    }
    return 0;
  } finally {
    await newsletter.close();
  }
}

async function send(
  newsletter: Newsletter,
  file: string | undefined,
  lang: string | undefined,
  rate: number,
  io: CliIo,
  now: () => number,
): Promise<number> {
  const language = languageOf(lang);
  if (!file || !language) {
    io.err(`send needs a Markdown file and --lang en or --lang se\n\n${usage}`);
    return 1;
  }
  const markdown = await readFile(file, "utf8");
  const { database } = newsletter.config;
  io.err(`Database: ${database.kind === "sqlite" ? `SQLite file ${database.file}` : "PostgreSQL"}`);
  const issue = await newsletter.service.queueIssue(markdown, language, rate);
  io.err(
    `Issue ${issue.issueId} "${issue.subject}": ${issue.queued} mails queued now, ${issue.total} in all`,
  );
  // The server's outbox and leases: if its worker runs too, the two share the rows, sending none twice.
  const { db, worker, service } = newsletter;
  const progress = progressReporter(
    io.progress?.write ?? ((text) => io.err(text.trimEnd())),
    io.progress?.terminal ?? false,
  );
  io.signal?.addEventListener("abort", () => void worker.stop());
  while (!io.signal?.aborted) {
    const handled = await worker.runOnce();
    const summary = await service.issueSummary(issue.issueId);
    if (summary) progress.show(summary);
    const { remaining, nextDue } = await db
      .selectFrom("outbox")
      .select((eb) => [eb.fn.countAll<number>().as("remaining"), eb.fn.min("next_attempt_at").as("nextDue")])
      .where("issue_id", "=", issue.issueId)
      .where("status", "in", ["pending", "sending"])
      .executeTakeFirstOrThrow();
    if (Number(remaining) === 0) {
      // Paused in the console: its held mails are not this command's to wait for.
      if (summary?.status === "paused") {
        progress.done();
        io.err(
          `The issue is paused in the console; ${summary.progress.queued} mails wait. Resume it there (the server's worker sends them) or run this again after resuming.`,
        );
        return 0;
      }
      break;
    }
    if (handled > 0) continue;
    // Nothing due yet: the next mail of the schedule is a moment away, or a retry is backing off.
    const wait = Number(nextDue ?? 0) - now();
    if (wait > 60_000) {
      progress.done();
      io.err(
        `${remaining} mails wait for a retry; the server's worker, or this command run again, sends them.`,
      );
      return 0;
    }
    await (io.sleep ?? sleep)(Math.max(wait, 50));
  }
  progress.done();
  const stats = (await newsletter.service.stats()).issues.find((entry) => entry.id === issue.issueId);
  io.out(`Issue ${issue.issueId}: ${stats?.sent ?? 0} of ${issue.total} mails sent.`);
  return 0;
}
