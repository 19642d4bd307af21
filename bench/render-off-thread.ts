/**
 * `npm run bench:render`: what rendering off the server's thread saves it (issues 31 and 39), as figures
 * to read rather than assertions (the unit tests check that the renders leave this thread, not how fast:
 * docs/testing.md). Prints the longest stall of a 1 ms timer while a slow issue's Markdown renders on and
 * off this thread, and this thread's CPU time for one reader's mail rendered here against twenty
 * readers' mails rendered once in the worker. Measured 150–380 ms against 2.4–2.5 s of stall (load 11
 * on 2 cores; 1 s on the thread when quiet), and twenty readers below one reader's render.
 */

import { issueOutboxRow } from "#tests/support/issue-rows.ts";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { slowButAllowedIssue } from "#tests/support/slow-markdown.ts";
import { renderIssue } from "../server/newsletter/mail/markdown.ts";
import { renderIssueOffThread } from "../server/newsletter/mail/render-issue-off-thread.ts";
import { renderMail } from "../server/newsletter/mail/render-mail.ts";
import { renderMailOnce } from "../server/newsletter/mail/render-once.ts";

const origin = "https://www.skattlyktan.example";

/** The longest gap between ticks of a 1 ms timer while `work` runs: how long the thread was blocked. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
    // One more tick, so a stall that lasted until the work's end is measured too.
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    clearInterval(timer);
  }
  return longest;
}

/** The CPU time this thread spent on `work`, in ms: what it could not spend answering requests. */
async function threadCpuMs(work: () => Promise<unknown>): Promise<number> {
  const start = process.threadCpuUsage();
  await work();
  const { user, system } = process.threadCpuUsage(start);
  return (user + system) / 1000;
}

const ms = (value: number) => `${Math.round(value)} ms`;

const offThread = await longestStall(() => renderIssueOffThread(slowButAllowedIssue, 60_000));
const onThread = await longestStall(async () => renderIssue(slowButAllowedIssue));
console.log(`Markdown of a slow issue: longest stall ${ms(offThread)} off the thread, ${ms(onThread)} on it`);

const issue = { ...renderIssue(slowButAllowedIssue), subject: "Quoted lists" };
const row = (n: number) => issueOutboxRow(n, issue);
const onePerReader = await threadCpuMs(async () => renderMail(row(0), origin, testLinkKey, issue));
const twentyOnce = await threadCpuMs(async () => {
  for (let n = 0; n < 20; n++) await renderMailOnce(row(n), origin, testLinkKey, issue, undefined, 60_000);
});
console.log(
  `This thread's CPU: ${ms(onePerReader)} for one reader's mail rendered here, ${ms(twentyOnce)} for twenty rendered once in the worker`,
);
