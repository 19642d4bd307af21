// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { fixtureLibrary } from "#tests/support/course-library.ts";
import { testLinkKey } from "#tests/support/link-tokens.ts";
import { htmlToText } from "./plain-text.ts";
import { type MailRow, renderMail } from "./render-mail.ts";
import { renderSubscriberMail } from "./subscriber-mail-once.ts";

// Counts renders: html-to-text runs once for each mail renderMail makes.
// Reloads what an earlier file in this worker loaded, so the mock reaches it (docs/testing.md).
vi.hoisted(() => vi.resetModules());
vi.mock("./plain-text.ts", async (original) => {
  const actual = await original<typeof import("./plain-text.ts")>();
  return { ...actual, htmlToText: vi.fn(actual.htmlToText) };
});

const origin = "https://www.skattlyktan.example";
const library = fixtureLibrary();
const choices = [undefined, { newsletter: false, courses: ["alpha", "beta"] }];

const row = (n: number, kind: MailRow["kind"], language: MailRow["language"], choice: unknown): MailRow => ({
  id: `73fc0c7b-b157-41d1-92d9-6fa4fa3fab${String(n).padStart(2, "0")}`,
  recipient: `reader-${n}@example.com`,
  kind,
  language,
  payload: JSON.stringify({ key: testLinkKey.id, choices: choice }),
  message_id: `<${n}@x>`,
});

describe("a subscriber's mail, its wording rendered once", () => {
  it("is, for each reader, the very mail renderMail makes: their own links, headers and address", () => {
    const cases = ["confirm", "welcome", "unsubscribe-link"].flatMap((kind) =>
      ["en", "se"].flatMap((language) =>
        (kind === "confirm" ? choices : [undefined]).map((choice) => ({ kind, language, choice })),
      ),
    );
    let n = 0;
    for (const { kind, language, choice } of cases) {
      // Three readers of one wording: the first renders it, the others are filled in.
      for (let reader = 0; reader < 3; reader++) {
        const mail = row(++n, kind as MailRow["kind"], language as MailRow["language"], choice);
        vi.mocked(htmlToText).mockClear();
        const once = renderSubscriberMail(mail, origin, testLinkKey, library);
        // The wording's first reader renders it; the others are filled in, nothing rendered.
        expect(vi.mocked(htmlToText)).toHaveBeenCalledTimes(reader === 0 ? 1 : 0);
        expect(once).toEqual(renderMail(mail, origin, testLinkKey, undefined, library));
      }
    }
  });
});
