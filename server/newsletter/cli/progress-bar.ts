/** `send`'s progress, drawn from the issue's summary (the console's figures): redrawn in place on a
 * terminal, and a line per tenth of the way when the output is a log file or a pipe. */
import type { IssueSummary } from "#shared/console-api.ts";

const width = 30;

export function progressLine(issue: IssueSummary): string {
  const { total, queued, sent, failed, bounced } = issue.progress;
  const handled = Math.min(total, sent + failed + bounced);
  const share = total > 0 ? handled / total : 1;
  const filled = Math.round(share * width);
  const bar = `${"#".repeat(filled)}${"-".repeat(width - filled)}`;
  const percent = `${Math.floor(share * 100)}`.padStart(3);
  return `[${bar}] ${percent} % ${handled}/${total}: ${sent} sent, ${failed} failed, ${bounced} bounced, ${queued} queued`;
}

/** `write(text)` without a newline; `terminal` when it can redraw with a carriage return. */
export function progressReporter(write: (text: string) => void, terminal: boolean) {
  let lastTenth = -1;
  let last = "";
  return {
    show(issue: IssueSummary): void {
      const line = progressLine(issue);
      if (line === last) return;
      last = line;
      if (terminal) {
        write(`\r${line}`);
        return;
      }
      const { total, sent, failed, bounced } = issue.progress;
      const tenth = total > 0 ? Math.floor(((sent + failed + bounced) / total) * 10) : 10;
      if (tenth > lastTenth) {
        lastTenth = tenth;
        write(`${line}\n`);
      }
    },
    /** Ends the redrawn line, so what is printed next starts on its own. */
    done(): void {
      if (terminal && last) write("\n");
    },
  };
}
