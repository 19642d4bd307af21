/** The bounce mailbox's pipe. Its mail system reads the exit code: 0 delivered, 75 (EX_TEMPFAIL) try
 * again later (the database is away), anything else bounces it. A mail that is no report is therefore 0:
 * bouncing a bounce (or an auto-reply) would only make more mail. */
import type { NewsletterConfig } from "../config.ts";
import { createNewsletter, type NewsletterOptions } from "../create-newsletter.ts";
import { type MailEventOutcome, maxReportBytes } from "../service/bounces.ts";
import type { CliIo } from "./cli-commands.ts";

export const tempFail = 75;

const outcomeText: Record<MailEventOutcome, string> = {
  suppressed: "acted: the address gets no more mail",
  recorded: "acted: recorded (soft bounces suppress at 3 mails in 30 days)",
  duplicate: "not acted on: this report was recorded before",
  ignored: "not acted on: it names no mail of ours",
  unknown: "not acted on: no subscriber has that address",
};

/** Undefined past `limit`, but read to the end, so the writer never sees a broken pipe. */
async function readAll(input: AsyncIterable<Buffer | string>, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size <= limit) chunks.push(bytes);
  }
  return size <= limit ? Buffer.concat(chunks) : undefined;
}

export async function bounce(config: NewsletterConfig, io: CliIo, options: NewsletterOptions) {
  try {
    const raw = await readAll(io.input ?? process.stdin, maxReportBytes);
    if (!raw) {
      io.out(`Over ${maxReportBytes} bytes: no report is that large; nothing done.`);
      return 0;
    }
    const newsletter = await createNewsletter(config, { log: io.err, ...options });
    try {
      const results = await newsletter.service.recordReport(raw);
      if (results.length === 0) io.out("Not a bounce or complaint report; nothing done.");
      for (const { event, outcome } of results) {
        // No address: this output may end up in the mail system's log.
        io.out(
          `${event.type} ${event.mailId ? `mail ${event.mailId}` : "(no mail id)"}: ${outcomeText[outcome]}`,
        );
      }
      return 0;
    } finally {
      await newsletter.close();
    }
  } catch (error) {
    io.err(
      `bounce: ${error instanceof Error ? error.message : String(error)}; the mail system should try again`,
    );
    return tempFail;
  }
}
