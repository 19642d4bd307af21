import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearCourse,
  courseStanding,
  markPassed,
  markRead,
  parseProgress,
  progressStorageKey,
  readProgress,
  useCourseProgress,
} from "./course-progress";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function Probe() {
  const progress = useCourseProgress("alpha");
  return <p>{progress ? `${progress.read.length} of ${progress.lessons}` : "unknown"}</p>;
}

const stored = () => JSON.parse(window.localStorage.getItem(progressStorageKey) ?? "null");

describe("course progress", () => {
  it("keeps lessons read and quizzes passed under one versioned key", () => {
    expect(markRead("alpha", 5, "l1")).toBe(true);
    markRead("alpha", 5, "l1");
    markPassed("alpha", 5, "l2");
    markRead("beta", 2, "b1");
    expect(stored()).toEqual({
      version: 1,
      courses: {
        alpha: { lessons: 5, read: ["l1"], passed: ["l2"] },
        beta: { lessons: 2, read: ["b1"], passed: [] },
      },
    });
    expect(Object.keys(window.localStorage)).toEqual([progressStorageKey]);
  });

  it("clears one course, and removes the key with the last", () => {
    markRead("alpha", 5, "l1");
    markRead("beta", 2, "b1");
    clearCourse("alpha");
    expect(readProgress().courses).toEqual({ beta: { lessons: 2, read: ["b1"], passed: [] } });
    clearCourse("beta");
    expect(window.localStorage.getItem(progressStorageKey)).toBeNull();
  });

  it("drops a stored value it does not understand", () => {
    for (const raw of ["{", "[]", '{"version":2,"courses":{}}', "null", '"x"']) {
      expect(parseProgress(raw)).toEqual({ version: 1, courses: {} });
    }
    expect(parseProgress('{"version":1,"courses":{"a":{"lessons":"x","read":[1,"l1"]}}}')).toEqual({
      version: 1,
      courses: { a: { lessons: 0, read: ["l1"], passed: [] } },
    });
  });

  it("never throws when storage is blocked or full: progress is then simply not kept", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(blocked);
    expect(readProgress()).toEqual({ version: 1, courses: {} });
    expect(markRead("alpha", 5, "l1")).toBe(false);
    expect(markPassed("alpha", 5, "l1")).toBe(false);
    expect(clearCourse("alpha")).toBe(false);
  });

  it("gives components the stored progress, and its changes as they happen", () => {
    markRead("alpha", 5, "l1");
    render(<Probe />);
    expect(screen.getByText("1 of 5")).toBeTruthy();
    act(() => {
      markRead("alpha", 5, "l2");
    });
    expect(screen.getByText("2 of 5")).toBeTruthy();
  });
});

describe("where a reader stands in a course (issue 51)", () => {
  const lessons = [{ slug: "l1" }, { slug: "l2" }, { slug: "l3" }];
  const record = (read: string[]) => ({ lessons: 3, read, passed: [] });

  it("is new with nothing read, or no progress at all (the pre-rendered HTML)", () => {
    expect(courseStanding(lessons, undefined)).toEqual({ kind: "new" });
    expect(courseStanding(lessons, record([]))).toEqual({ kind: "new" });
    expect(courseStanding(lessons, record(["a lesson no longer in the course"]))).toEqual({ kind: "new" });
  });

  it("continues at the first unread lesson, whatever order the lessons were read in", () => {
    expect(courseStanding(lessons, record(["l1", "l2"]))).toEqual({ kind: "reading", next: { slug: "l3" } });
    expect(courseStanding(lessons, record(["l3", "l1"]))).toEqual({ kind: "reading", next: { slug: "l2" } });
  });

  it("is finished once every lesson is read", () => {
    expect(courseStanding(lessons, record(["l2", "l3", "l1"]))).toEqual({ kind: "finished" });
  });
});
