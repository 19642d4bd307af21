import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { consoleApi } from "#shared/console-paths.ts";
import { paths } from "../../lib/router";
import { jsonResponse, stubFetch } from "../../lib/test-fetch";
import { IssueComposer } from "./issue-composer";

const draft = { id: "d-1", language: "en", subject: "May", updatedAt: "2026-11-25T10:00:00Z" };
const preview = (markdown: string) => ({
  subject: /^# (.+)$/m.exec(markdown)?.[1],
  text: markdown,
  htmlUrl: "/admin/api/previews/p-1",
  readers: 134,
});

function server() {
  return stubFetch((path, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    if (path === consoleApi.drafts) return jsonResponse(201, { ...draft, markdown: body.markdown });
    if (path === consoleApi.draft("d-1")) return jsonResponse(200, { ...draft, markdown: body.markdown });
    if (path === consoleApi.issuePreview) return jsonResponse(200, preview(body.markdown));
    if (path === consoleApi.issueSend) return jsonResponse(202, { id: "i-1", subject: "May" });
    if (path === consoleApi.subscriberCounts) {
      const gets = [{ language: "en", newsletterOnly: 100, coursesOnly: 7, both: 34, neither: 0 }];
      return jsonResponse(200, { pending: 2, confirmed: 141, unsubscribed: 0, suppressed: 0, gets });
    }
    return jsonResponse(404, { error: "not_found" });
  });
}

it("saves a draft once typing pauses, puts it in the address, and follows the text with the preview", async () => {
  window.history.replaceState(null, "", paths.issues);
  const fetch = server();
  let created = 0;
  render(<IssueComposer onSent={() => {}} onDraftCreated={() => created++} />);
  fireEvent.change(screen.getByRole("textbox", { name: "The issue, in Markdown" }), {
    target: { value: "# May\n\nNews." },
  });
  await waitFor(() => expect(screen.getByText(/^Draft saved at /)).toBeTruthy());
  expect(window.location.search).toBe("?draft=d-1");
  // The list of drafts is told once, when the draft is made.
  expect(created).toBe(1);
  const paths_ = fetch.mock.calls.map(([path]) => String(path));
  expect(paths_).toContain(consoleApi.drafts);
  expect(paths_).toContain(consoleApi.draft("d-1"));
  expect(await screen.findByText("May", { selector: "strong" })).toBeTruthy();
  expect(
    screen.getByRole("button", { name: "Send to 134 readers — about 27 seconds at 5 mails a second…" }),
  ).toBeTruthy();
  // The audience named for what it is, and who it leaves out (issue 53).
  const audience = screen.getByRole("combobox", { name: "Audience" });
  await waitFor(() =>
    expect(
      within(audience).getByRole("option", { name: "Newsletter subscribers who read English: 134" }),
    ).toBeTruthy(),
  );
  expect(audience.getAttribute("aria-describedby")).toBeTruthy();
  expect(screen.getByText(/^7 readers who take only a course in English are not included/)).toBeTruthy();
});

it("after sending, deletes the draft with the issue and starts afresh", async () => {
  window.history.replaceState(null, "", paths.issues);
  const fetch = server();
  render(<IssueComposer onSent={() => {}} />);
  const editor = screen.getByRole("textbox", { name: "The issue, in Markdown" });
  fireEvent.change(editor, { target: { value: "# May\n\nNews." } });
  await waitFor(() => expect(window.location.search).toBe("?draft=d-1"));
  await userEvent.click(await screen.findByRole("button", { name: /^Send to 134 readers/ }));
  const dialog = await screen.findByRole("dialog", { name: "Send this issue?" });
  await userEvent.click(within(dialog).getByRole("button", { name: /^Send to 134 readers/ }));
  await waitFor(() => expect(screen.getByText(/is on its way/)).toBeTruthy());
  const sent = fetch.mock.calls.find(([path]) => path === consoleApi.issueSend);
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
    language: "en",
    markdown: "# May\n\nNews.",
    draftId: "d-1",
  });
  expect((editor as HTMLTextAreaElement).value).toBe("");
  expect(window.location.search).toBe("");
  expect(screen.getByRole("link", { name: "Follow its progress" }).getAttribute("href")).toBe(
    "/admin/issues/i-1",
  );
});

it("keeps the preview text, audience and schedule with the draft, and opens them again", async () => {
  window.history.replaceState(null, "", paths.issues);
  const fetch = server();
  const first = render(<IssueComposer onSent={() => {}} />);
  fireEvent.change(screen.getByRole("textbox", { name: "Subject" }), { target: { value: "May" } });
  fireEvent.change(screen.getByRole("textbox", { name: /^Preview text/ }), {
    target: { value: "Three dates in May" },
  });
  fireEvent.change(screen.getByRole("combobox", { name: "Audience" }), {
    target: { value: "general-tax-planning" },
  });
  await userEvent.click(screen.getByRole("radio", { name: "Schedule for a time" }));
  fireEvent.change(screen.getByLabelText("Date and time (Stockholm time)"), {
    target: { value: "2026-12-24T09:30" },
  });
  const saved = () =>
    fetch.mock.calls
      .filter(([path]) => path === consoleApi.draft("d-1"))
      .map(([, init]) => JSON.parse(String(init?.body)));
  await waitFor(() =>
    expect(saved().at(-1)).toEqual({
      language: "en",
      markdown: "# May\n\n",
      previewText: "Three dates in May",
      course: "general-tax-planning",
      schedule: "2026-12-24T09:30",
    }),
  );
  // The preview is asked with the preview text, which it shows beside the subject.
  const previewed = fetch.mock.calls.filter(([path]) => path === consoleApi.issuePreview);
  expect(JSON.parse(String(previewed.at(-1)?.[1]?.body))).toMatchObject({
    previewText: "Three dates in May",
  });
  first.unmount();

  stubFetch((path) =>
    path === consoleApi.draft("d-1")
      ? jsonResponse(200, {
          ...draft,
          markdown: "# May\n\nNews.",
          previewText: "Three dates in May",
          course: "general-tax-planning",
          schedule: "2026-12-24T09:30",
        })
      : jsonResponse(200, preview("# May")),
  );
  render(<IssueComposer draftId="d-1" onSent={() => {}} />);
  await waitFor(() =>
    expect((screen.getByRole("textbox", { name: /^Preview text/ }) as HTMLInputElement).value).toBe(
      "Three dates in May",
    ),
  );
  expect((screen.getByRole("combobox", { name: "Audience" }) as HTMLSelectElement).value).toBe(
    "general-tax-planning",
  );
  expect((screen.getByRole("radio", { name: "Schedule for a time" }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText("Date and time (Stockholm time)") as HTMLInputElement).value).toBe(
    "2026-12-24T09:30",
  );
});
