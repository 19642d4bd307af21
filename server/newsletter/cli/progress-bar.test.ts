// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { IssueSummary } from "#shared/console-api.ts";
import { progressLine, progressReporter } from "./progress-bar.ts";

const issue = (sent: number, failed = 0, bounced = 0, total = 10): IssueSummary => ({
  id: "abc",
  language: "en",
  subject: "News",
  status: "sending",
  createdAt: "2026-11-24T12:00:00.000Z",
  progress: { total, queued: total - sent - failed - bounced, sent, failed, bounced },
  bounceRate: 0,
  complaintRate: 0,
  rateCounts: { bounces: 0, attempted: sent, complaints: 0, sent },
  pausedAt: null,
  scheduledAt: null,
  audienceCourse: null,
});

describe("send's progress bar", () => {
  it("draws the handled share and every count", () => {
    expect(progressLine(issue(4, 1))).toBe(
      "[###############---------------]  50 % 5/10: 4 sent, 1 failed, 0 bounced, 5 queued",
    );
    expect(progressLine(issue(0, 0, 0, 0))).toMatch(/^\[#{30}\] 100 % 0\/0/);
  });

  it("redraws one line on a terminal, and writes a line per tenth to a log", () => {
    const terminal: string[] = [];
    const onTerminal = progressReporter((text) => terminal.push(text), true);
    for (const sent of [0, 1, 1, 2]) onTerminal.show(issue(sent));
    onTerminal.done();
    expect(terminal).toHaveLength(4);
    expect(terminal.slice(0, 3).every((text) => text.startsWith("\r"))).toBe(true);
    expect(terminal.at(-1)).toBe("\n");

    const log: string[] = [];
    const toLog = progressReporter((text) => log.push(text), false);
    for (let sent = 0; sent <= 10; sent++) toLog.show(issue(sent, 0, 0, 10));
    expect(log).toHaveLength(11);
    const big = progressReporter((text) => log.splice(0, log.length, ...log, text), false);
    log.length = 0;
    for (let sent = 0; sent <= 1000; sent += 7) big.show(issue(sent, 0, 0, 1000));
    expect(log.length).toBeLessThanOrEqual(11);
    expect(log.every((line) => line.endsWith("\n"))).toBe(true);
  });
});
