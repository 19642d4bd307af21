// @vitest-environment node
import { describe, expect, it } from "vitest";
import { en } from "../app/i18n/en.ts";
import { se } from "../app/i18n/se.ts";
import { signUpErrorPage } from "./signup-error-page.ts";

/** The parts of a built home page the function works on, as React renders the live form. */
const home = `<!DOCTYPE html><html lang="sv"><head><link rel="modulepreload" href="/assets/a.js">
<script>window.__x = 1</script></head><body><main>
<form action="/api/newsletter/subscribe?lang=se" method="post" novalidate="">
<input type="hidden" name="language" value="se">
<input id="newsletter-email" name="email" type="email" required="" maxlength="254" value="">
<button type="submit">Prenumerera</button>
<p id="_R_abc_" role="alert" class="mt-2"></p></form></main>
<script type="module" src="/assets/entry.js"></script></body></html>`;

describe("the page for a refused script-free sign-up", () => {
  it("shows the message by the field in the page's language and keeps the address as typed", () => {
    const page = signUpErrorPage(home, "se", "invalid_email", "namn@localhost") as string;
    expect(page).toContain(
      `<p id="_R_abc_" role="alert" class="mt-2">${se.subscription.errors.invalidEmail}</p>`,
    );
    expect(page).toMatch(
      /<input id="newsletter-email" name="email" type="email" required="" maxlength="254" value="namn@localhost" aria-invalid="true" aria-describedby="_R_abc_" autofocus="">/,
    );
    // It answers a form posted without JavaScript: no script, nothing preloaded.
    expect(page).not.toMatch(/<script|modulepreload/);
  });

  it("escapes what was typed, and names a missing address or a busy server in the page's words", () => {
    expect(signUpErrorPage(home, "en", "invalid_email", '"><script>x</script>')).toContain(
      'value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
    expect(signUpErrorPage(home, "en", "invalid_email", "  ")).toContain(en.subscription.errors.missingEmail);
    expect(signUpErrorPage(home, "se", "rate_limited", "a@b.se")).toContain(
      se.subscription.errors.rateLimited,
    );
    expect(signUpErrorPage(home, "se", "unavailable", "a@b.se")).toContain(se.subscription.errors.refused);
  });

  it("ticks the boxes the reader had ticked, not the page's defaults", () => {
    const withBoxes = home.replace(
      "<button",
      `<input type="hidden" name="choices" value="1">
<input type="checkbox" name="newsletter" checked="">
<input type="checkbox" name="course" value="general-tax-planning">
<input type="checkbox" name="course" value="legal-tax-optimisation"><button`,
    );
    const choices = { newsletter: false, courses: ["legal-tax-optimisation"] };
    const page = signUpErrorPage(withBoxes, "en", "invalid_email", "a@localhost", choices) as string;
    expect(page).toContain('<input type="checkbox" name="newsletter">');
    expect(page).toContain('<input type="checkbox" name="course" value="general-tax-planning">');
    expect(page).toContain('<input type="checkbox" name="course" value="legal-tax-optimisation" checked="">');
    expect(page).toContain('value="a@localhost"');
  });

  it("is none for a page without the sign-up form", () => {
    expect(signUpErrorPage("<html><body><p>x</p></body></html>", "en", "invalid_email", "x")).toBeUndefined();
  });
});
