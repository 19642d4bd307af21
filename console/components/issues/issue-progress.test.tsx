import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { IssueSummary } from "#shared/console-api.ts";
import { consoleApi } from "#shared/console-paths.ts";
import { jsonResponse, stubFetch } from "../../lib/test-fetch";
import { IssueCard } from "./issue-card";
import { IssueList } from "./issue-list";
import { IssueProgress } from "./issue-progress";

const hostile = "<img src=x onerror=alert(1)>";

function summary(status: IssueSummary["status"], progress: IssueSummary["progress"]): IssueSummary {
  return {
    id: "issue-1",
    language: "se",
    subject: "November",
    status,
    createdAt: "2026-11-24T09:00:00Z",
    progress,
    bounceRate: 0,
    complaintRate: 0,
    rateCounts: { bounces: 0, attempted: progress.sent, complaints: 0, sent: progress.sent },
    pausedAt: null,
    scheduledAt: null,
    audienceCourse: null,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

it("shows the counts in the bar and in words", () => {
  render(
    <IssueProgress
      issue={summary("sending", { total: 1200, queued: 400, sent: 700, failed: 40, bounced: 60 })}
    />,
  );
  const bar = screen.getByRole("progressbar", { name: "Mails of “November” handled" });
  expect(bar.getAttribute("value")).toBe("800");
  expect(bar.getAttribute("max")).toBe("1200");
  expect(document.getElementById(bar.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
    "66% handled: 400 queued, 700 sent, 40 failed, 60 bounced, of 1,200",
  );
});

it("polls a sending issue every second until it is sent", async () => {
  vi.useFakeTimers();
  const answers = [
    summary("sending", { total: 10, queued: 5, sent: 5, failed: 0, bounced: 0 }),
    summary("sent", { total: 10, queued: 0, sent: 9, failed: 0, bounced: 1 }),
  ];
  const fetch = stubFetch(() => jsonResponse(200, answers.shift()));
  render(
    <IssueCard issue={summary("queueing", { total: 10, queued: 10, sent: 0, failed: 0, bounced: 0 })} />,
  );
  const bar = screen.getByRole("progressbar");
  expect(bar.getAttribute("value")).toBe("0");
  expect(screen.getByRole("button", { name: "Pause sending" })).toBeTruthy();

  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(bar.getAttribute("value")).toBe("5");
  expect(fetch.mock.calls[0]?.[0]).toBe(consoleApi.issue("issue-1"));
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(bar.getAttribute("value")).toBe("10");
  expect(screen.getByText("Sent")).toBeTruthy();
  expect(screen.queryByRole("button", { name: /Pause|Resume/ })).toBeNull();

  await act(() => vi.advanceTimersByTimeAsync(5000));
  expect(fetch).toHaveBeenCalledTimes(2);
});

it("renders a subject as text, never as HTML", () => {
  const { container } = render(
    <IssueList
      issues={[
        { ...summary("sent", { total: 0, queued: 0, sent: 0, failed: 0, bounced: 0 }), subject: hostile },
      ]}
    />,
  );
  expect(screen.getByRole("link", { name: hostile }).getAttribute("href")).toBe("/admin/issues/issue-1");
  expect(container.querySelector("img")).toBeNull();
});

it("shows a paused issue as paused, with no time left until it resumes, and its rates in words", () => {
  render(
    <IssueCard
      issue={{
        ...summary("paused", { total: 100, queued: 60, sent: 40, failed: 0, bounced: 0 }),
        pausedAt: "2026-11-24T09:30:00Z",
        bounceRate: 0.05,
        rateCounts: { bounces: 10, attempted: 200, complaints: 0, sent: 190 },
      }}
    />,
  );
  expect(screen.getByRole("status").textContent).toBe("Paused");
  expect(
    screen.getByText(/^Paused since .*: no mail of this issue goes out until you resume\.$/),
  ).toBeTruthy();
  expect(screen.getByText("Paused: nothing goes out until you resume.")).toBeTruthy();
  expect(
    screen.getByText(
      /Bounce rate: 5% \(10 of 200\) of the mails tried came back undelivered\. That is over the 2% line/,
    ),
  ).toBeTruthy();
  expect(screen.getByRole("button", { name: "Resume sending" })).toBeTruthy();
});

it("says how long a sending issue still takes at 5 mails a second", () => {
  render(
    <IssueCard issue={summary("sending", { total: 1000, queued: 600, sent: 400, failed: 0, bounced: 0 })} />,
  );
  expect(screen.getByText("about 2 minutes for 600 mails still queued")).toBeTruthy();
  expect(screen.getByText(/^40% handled:/)).toBeTruthy();
});
