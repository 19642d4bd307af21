import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { Dashboard, IssueSummary } from "#shared/console-api.ts";
import { IssueRates } from "./issue-rates";

const hostile = "<img src=x onerror=alert(1)>";

function issue(id: string, subject: string, bounceRate: number, complaintRate: number): IssueSummary {
  return {
    id,
    language: "en",
    subject,
    status: "sent",
    createdAt: "2026-11-01T09:00:00Z",
    progress: { total: 1000, queued: 0, sent: 1000, failed: 0, bounced: 0 },
    bounceRate,
    complaintRate,
    pausedAt: null,
    scheduledAt: null,
    audienceCourse: null,
  };
}

function dashboard(issues: IssueSummary[]): Dashboard {
  return {
    subscribers: [],
    confirmationRate: null,
    days: [],
    suppressed: 0,
    issues,
    limits: { bounceRate: 0.02, complaintRate: 0.003 },
  };
}

it("warns in words, with an icon, where a rate crosses its line", () => {
  render(
    <IssueRates
      dashboard={dashboard([issue("a", "October", 0.025, 0.001), issue("b", "September", 0.01, 0.004)])}
    />,
  );
  const [october, september] = screen.getAllByRole("row").slice(1) as HTMLElement[];
  expect(within(october as HTMLElement).getByText("Too high: over 2%")).toBeTruthy();
  expect(within(october as HTMLElement).queryByText("Too high: over 0.3%")).toBeNull();
  expect(within(september as HTMLElement).getByText("Too high: over 0.3%")).toBeTruthy();
  expect(within(september as HTMLElement).queryByText("Too high: over 2%")).toBeNull();
  expect(within(october as HTMLElement).getByText(/2\.5%/)).toBeTruthy();
});

it("shows no warning under the lines", () => {
  render(<IssueRates dashboard={dashboard([issue("a", "Calm", 0.019, 0.0029)])} />);
  expect(screen.queryByText(/Too high/)).toBeNull();
  // The lines in plain words, not "(line 2 %)".
  expect(screen.getByText("Fine: under 2%")).toBeTruthy();
  expect(screen.getByText(/Gmail and Yahoo ask senders to stay under 0.3% \(3 in 1,000\)/)).toBeTruthy();
});

it("renders a subject as text, never as HTML", () => {
  const { container } = render(<IssueRates dashboard={dashboard([issue("x", hostile, 0, 0)])} />);
  expect(screen.getByRole("rowheader", { name: hostile })).toBeTruthy();
  expect(container.querySelector("img")).toBeNull();
});
