// @vitest-environment node
import { describe, expect, it } from "vitest";
import { enMail } from "../../../app/i18n/en.ts";
import { seMail } from "../../../app/i18n/se.ts";
import { renderIssue } from "./markdown.ts";
import { htmlToText } from "./plain-text.ts";
import { renderMail } from "./render-mail.ts";

const origin = "https://www.skattlyktan.example";
const mailId = "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b";
const tokens = JSON.stringify({ confirmToken: "c".repeat(43), unsubscribeToken: "u".repeat(43) });

describe("mail rendering", () => {
  it.each([
    ["en", enMail],
    ["se", seMail],
  ] as const)(
    "renders the confirmation in %s from the dictionary, in HTML and plain text",
    (language, dictionary) => {
      const mail = renderMail(
        {
          id: mailId,
          recipient: "a@example.com",
          kind: "confirm",
          language,
          payload: tokens,
          message_id: "<1@x>",
        },
        origin,
      );
      const wording = dictionary;
      expect(mail.subject).toBe(wording.confirmSubject);
      for (const text of [
        wording.confirmIntro,
        wording.confirmExpiry,
        wording.confirmIgnore,
        wording.footerCompany,
      ]) {
        expect(mail.text).toContain(text);
      }
      expect(mail.text).toContain(
        `${wording.confirmAction} <${origin}/${language}/confirm?token=${"c".repeat(43)}>`,
      );
      expect(mail.text).toContain(
        `${wording.footerUnsubscribe} <${origin}/${language}/unsubscribe?token=${"u".repeat(43)}>`,
      );
      expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="(en|sv)">/);
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${origin}/api/newsletter/unsubscribe?token=${"u".repeat(43)}&lang=${language}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "X-Skattlyktan-Mail-Id": mailId,
      });
      expect(mail.mailId).toBe(mailId);
    },
  );

  it("renders the welcome mail with its paragraphs and a link to the site", () => {
    const mail = renderMail(
      {
        id: mailId,
        recipient: "a@example.com",
        kind: "welcome",
        language: "se",
        payload: tokens,
        message_id: "<1@x>",
      },
      origin,
    );
    expect(mail.subject).toBe(seMail.welcomeSubject);
    for (const paragraph of seMail.welcomeBody) expect(mail.text).toContain(paragraph);
    expect(mail.text).toContain(`${seMail.welcomeSiteLink} <${origin}/se`);
  });

  it("refuses to render a mail without its tokens", () => {
    expect(() =>
      renderMail(
        {
          id: mailId,
          recipient: "a@example.com",
          kind: "confirm",
          language: "en",
          payload: "{}",
          message_id: "<1@x>",
        },
        origin,
      ),
    ).toThrow(/unsubscribe token/);
  });
});

describe("issue Markdown", () => {
  it("takes the subject from the first heading and renders the rest", () => {
    const issue = renderIssue("# March news\n\nThe **deadline** is 4 May.\n\n- one\n- two\n");
    expect(issue.subject).toBe("March news");
    expect(issue.html).toContain("<strong>deadline</strong>");
    expect(issue.html).not.toContain("March news");
    expect(htmlToText(issue.html)).toBe("The deadline is 4 May.\n\n- one\n- two");
  });

  it("shows raw HTML as text and drops links that are not http(s) or mailto", () => {
    const issue = renderIssue(
      '# S\n\n<script>alert(1)</script>\n\nHi <b onmouseover="x">b</b> [ok](https://skatteverket.se "T") [bad](javascript:alert(1)) ![i](data:x)\n',
    );
    expect(issue.html).not.toMatch(/<script|<b |href="javascript|src="data/);
    expect(issue.html).toContain("&#60;script&#62;");
    expect(issue.html).toContain('<a href="https://skatteverket.se/" title="T">ok</a>');
    expect(issue.html).toContain("bad");
  });

  it("needs a heading for the subject", () => {
    expect(() => renderIssue("No heading here")).toThrow(/first-level heading/);
  });

  it("turns markup into readable text: entities, breaks, links", () => {
    expect(
      htmlToText(
        '<p>A &amp; B&#39;s<br/>next</p><p><a href="https://x.se/?a=1&amp;b=2">site</a> <a href="https://y.se">https://y.se</a></p>',
      ),
    ).toBe("A & B's\nnext\n\nsite <https://x.se/?a=1&b=2> https://y.se");
  });
});
