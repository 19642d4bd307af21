import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { Dashboard, IssueSummary } from "#shared/console-api.ts";
import { needsAttention } from "./attention";
import { IssueRates } from "./issue-rates";
import { NeedsAttention } from "./needs-attention";

const hostile = "<img src=x onerror=alert(1)>";

function issue(
  id: string,
  subject: string,
  counts: { bounces: number; attempted: number; complaints: number; sent: number },
  status: IssueSummary["status"] = "sent",
): IssueSummary {
  return {
    id,
    language: "en",
    subject,
    status,
    createdAt: "2026-11-01T09:00:00Z",
    progress: {
      total: counts.attempted,
      queued: status === "paused" ? 40 : 0,
      sent: counts.sent,
      failed: 0,
      bounced: 0,
    },
    bounceRate: counts.attempted ? counts.bounces / counts.attempted : 0,
    complaintRate: counts.sent ? counts.complaints / counts.sent : 0,
    rateCounts: counts,
    pausedAt: null,
    scheduledAt: null,
    audienceCourse: null,
  };
}

function dashboard(issues: IssueSummary[]): Dashboard {
  return {
    subscribers: [],
    confirmationRate: null,
    signUps: { all: 0, confirmed: 0 },
    days: [],
    suppressed: 0,
    issues,
    limits: { bounceRate: 0.02, complaintRate: 0.003 },
  };
}

const october = issue("a", "October", { bounces: 25, attempted: 1000, complaints: 1, sent: 975 });
const september = issue("b", "September", { bounces: 10, attempted: 1000, complaints: 4, sent: 990 });
const small = issue("c", "Small", { bounces: 1, attempted: 6, complaints: 1, sent: 5 });

it("raises each crossed line once, with its count and what to do; a small send is not judged", () => {
  const items = needsAttention(dashboard([october, september, small]));
  expect(items.map((item) => item.what)).toEqual([
    "“October” bounced 2.5% (25 of 1,000): over the 2% line.",
    "“September” was marked as spam 0.4% (4 of 990): over the 0.3% line.",
  ]);
  expect(items[0]?.todo).toMatch(/^Look at the bounced addresses/);
  render(<NeedsAttention dashboard={dashboard([october, september, small])} />);
  expect(screen.getByText("2 things to look at:")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Open the issue “October”" }).getAttribute("href")).toBe(
    "/admin/issues/a",
  );
});

it("names a paused issue and how many mails wait; says when nothing needs attention", () => {
  const paused = issue("p", "Paused one", { bounces: 0, attempted: 60, complaints: 0, sent: 60 }, "paused");
  expect(needsAttention(dashboard([paused])).map((item) => item.what)).toEqual([
    "“Paused one” is paused: 40 mails wait.",
  ]);
  render(<NeedsAttention dashboard={dashboard([small])} />);
  expect(screen.getByText(/^Nothing needs attention/)).toBeTruthy();
});

it("writes each rate with its count, and no alarm in the table", () => {
  render(<IssueRates dashboard={dashboard([october, small])} />);
  const [first, second] = screen.getAllByRole("row").slice(1) as HTMLElement[];
  expect(within(first as HTMLElement).getByText("2.5% (25 of 1,000)")).toBeTruthy();
  expect(within(first as HTMLElement).getByText("Over the 2% line")).toBeTruthy();
  expect(within(second as HTMLElement).getByText("16.67% (1 of 6)")).toBeTruthy();
  expect(within(second as HTMLElement).getAllByText("Too few to judge: fewer than 100 mails")).toHaveLength(
    2,
  );
  expect(screen.queryByText(/Too high/)).toBeNull();
});

it("renders a subject as text, never as HTML", () => {
  const { container } = render(
    <IssueRates
      dashboard={dashboard([issue("x", hostile, { bounces: 0, attempted: 0, complaints: 0, sent: 0 })])}
    />,
  );
  expect(screen.getByRole("rowheader", { name: hostile })).toBeTruthy();
  expect(container.querySelector("img")).toBeNull();
});
