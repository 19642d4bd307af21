/** How long an issue takes to go out at the console's rate, in words an operator plans by. */
import { issueMailsPerSecond } from "#shared/console-paths.ts";
import { formatCount } from "./format";

export function sendDuration(mails: number, perSecond = issueMailsPerSecond): string {
  const seconds = Math.ceil(mails / perSecond);
  if (seconds < 90) return `about ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} ${hours === 1 ? "hour" : "hours"}${rest ? ` ${rest} minutes` : ""}`;
}

/** "Send to 134 readers — about 27 seconds at 5 mails a second". */
export function sendLabel(readers: number): string {
  const whom = readers === 1 ? "1 reader" : `${formatCount(readers)} readers`;
  return `Send to ${whom} — ${sendDuration(readers)} at ${issueMailsPerSecond} mails a second`;
}
