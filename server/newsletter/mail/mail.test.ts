// @vitest-environment node
import { describe, expect, it } from "vitest";
import { enMail } from "#shared/i18n/en.ts";
import { seMail } from "#shared/i18n/se.ts";
import { linkTokensOf, testLinkKey } from "#tests/support/link-tokens.ts";
import { linkKeyOf } from "../domain/tokens.ts";
import { renderIssue } from "./markdown.ts";
import { htmlToText } from "./plain-text.ts";
import { renderMail } from "./render-mail.ts";

const origin = "https://www.skattlyktan.example";
const mailId = "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b";
const tokens = JSON.stringify({ key: testLinkKey.id });
const { confirmToken, unsubscribeToken } = linkTokensOf({ id: mailId });

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
        testLinkKey,
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
        `${wording.confirmAction} <${origin}/${language}/confirm?token=${confirmToken}>`,
      );
      // Not subscribed yet: the footer offers to remove the address, not to unsubscribe it.
      expect(mail.text).toContain(
        `${wording.footerRemoveAddress} <${origin}/${language}/unsubscribe?token=${unsubscribeToken}>`,
      );
      expect(mail.text).not.toContain(wording.footerUnsubscribe);
      expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="(en|sv)">/);
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}&lang=${language}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "X-Skattlyktan-Mail-Id": mailId,
        "Auto-Submitted": "auto-generated",
        "Content-Language": language === "se" ? "sv" : "en",
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
      testLinkKey,
    );
    expect(mail.subject).toBe(seMail.welcomeSubject);
    for (const paragraph of seMail.welcomeBody) expect(mail.text).toContain(paragraph);
    expect(mail.text).toContain(
      `${seMail.footerUnsubscribe} <${origin}/se/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(mail.text).toContain(`${seMail.welcomeSiteLink} <${origin}/se`);
  });

  it("renders the unsubscribe link a reader asked for, with its button to the unsubscribe page", () => {
    const mail = renderMail(
      {
        id: mailId,
        recipient: "a@example.com",
        kind: "unsubscribe-link",
        language: "se",
        payload: tokens,
        message_id: "<1@x>",
      },
      origin,
      testLinkKey,
    );
    expect(mail.subject).toBe(seMail.unsubscribeLinkSubject);
    expect(mail.text).toContain(seMail.unsubscribeLinkIntro);
    expect(mail.text).toContain(
      `${seMail.footerUnsubscribe} <${origin}/se/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(mail.text).toContain(seMail.unsubscribeLinkIgnore);
  });

  it("derives the links from the mail's id and the key, and refuses a mail queued under another key", () => {
    const row = { id: mailId, recipient: "a@example.com", kind: "confirm" as const, language: "en" as const };
    const mail = renderMail({ ...row, payload: tokens, message_id: "<1@x>" }, origin, testLinkKey);
    const other = renderMail(
      { ...row, id: "another-id", payload: tokens, message_id: "<2@x>" },
      origin,
      testLinkKey,
    );
    expect(mail.links.confirm).toBe(`${origin}/en/confirm?token=${confirmToken}`);
    expect(other.links.confirm).not.toBe(mail.links.confirm);
    const otherKey = linkKeyOf(Buffer.alloc(32, 9));
    expect(() => renderMail({ ...row, payload: tokens, message_id: "<1@x>" }, origin, otherKey)).toThrow(
      /another link key/,
    );
  });

  it("renders a mail queued before derived links with the raw tokens its payload still holds", () => {
    const legacy = JSON.stringify({ confirmToken: "c".repeat(43), unsubscribeToken: "u".repeat(43) });
    const row = { id: mailId, recipient: "a@example.com", kind: "confirm" as const, language: "en" as const };
    const mail = renderMail({ ...row, payload: legacy, message_id: "<1@x>" }, origin, testLinkKey);
    expect(mail.links.confirm).toBe(`${origin}/en/confirm?token=${"c".repeat(43)}`);
    expect(() => renderMail({ ...row, payload: "{}", message_id: "<1@x>" }, origin, testLinkKey)).toThrow(
      /unsubscribe token/,
    );
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
