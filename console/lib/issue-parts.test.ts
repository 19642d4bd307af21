import { describe, expect, it } from "vitest";
import { issueSubject } from "#shared/console-paths.ts";
import { joinIssue, splitIssue } from "./issue-parts";

describe("the composer's subject and body", () => {
  it("splits a draft's Markdown and joins it back as the server reads it", () => {
    const markdown = "# November news\n\nThe deadline is in the text.\n\n## More";
    expect(splitIssue(markdown)).toEqual({
      subject: "November news",
      body: "The deadline is in the text.\n\n## More",
    });
    const { subject, body } = splitIssue(markdown);
    expect(joinIssue(subject, body)).toBe(markdown);
    expect(issueSubject(joinIssue("A subject\nwith a break", "Body"))).toBe("A subject with a break");
  });
  it("keeps a text without a leading subject whole, and adds none for an empty subject", () => {
    expect(splitIssue("Just text\n# Later")).toEqual({ subject: "", body: "Just text\n# Later" });
    expect(joinIssue("  ", "Body")).toBe("Body");
  });
});
