/** Rates as the dashboard writes them: always with the count they come from, and no verdict where the
 * send is too small for one. */
import { formatCount, formatPercent } from "../../lib/format";

/**
 * Below this many mails a rate says more about one or two addresses than about the list: at 99 mails a
 * single bounce is already over 1 %, half the 2 % line, and two cross it. 100 is also the smallest
 * send where one mail moves a rate by no more than a percentage point. Gmail and Yahoo judge
 * complaints over much bigger volumes, so a small send's rate is shown, never judged.
 */
export const minimumSends = 100;

export type Verdict = "too-few" | "over" | "under";

/** At or over the line is crossed: Gmail's and Yahoo's guidance is to stay below it. */
export function isOverLimit(rate: number, limit: number): boolean {
  return rate > 0 && rate >= limit;
}

/** Whether a rate of `count` in `of` crosses `limit`, or the send is too small to tell. */
export function verdict(count: number, of: number, limit: number): Verdict {
  if (of < minimumSends) return "too-few";
  return isOverLimit(count / of, limit) ? "over" : "under";
}

/** "16.67% (1 of 6)"; "0% (0 of 0)" before anything is sent. */
export function rateWithCount(count: number, of: number): string {
  return `${formatPercent(of > 0 ? count / of : 0)} (${formatCount(count)} of ${formatCount(of)})`;
}

/** The verdict in words, beside the rate. */
export function verdictWords(verdict: Verdict, limit: number): string {
  if (verdict === "too-few") return `Too few to judge: fewer than ${minimumSends} mails`;
  return verdict === "over"
    ? `Over the ${formatPercent(limit)} line`
    : `Under the ${formatPercent(limit)} line`;
}

export interface RateFigures {
  count: number;
  of: number;
  limit: number;
  verdict: Verdict;
}

/** An issue's two rates with what they are counted from, each judged against its line. */
export function issueRates(
  issue: { rateCounts: { bounces: number; attempted: number; complaints: number; sent: number } },
  limits: { bounceRate: number; complaintRate: number },
): { bounces: RateFigures; complaints: RateFigures } {
  const { bounces, attempted, complaints, sent } = issue.rateCounts;
  const figures = (count: number, of: number, limit: number) => ({
    count,
    of,
    limit,
    verdict: verdict(count, of, limit),
  });
  return {
    bounces: figures(bounces, attempted, limits.bounceRate),
    complaints: figures(complaints, sent, limits.complaintRate),
  };
}
