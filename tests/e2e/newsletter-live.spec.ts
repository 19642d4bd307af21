/**
 * The live newsletter (NEWSLETTER_MODE=live) end to end, in Chromium against the live build
 * (tests/support/serve-live-build.ts) and a real SMTP server started here: sign-up, confirmation
 * mail, confirm page, welcome mail, one-click unsubscribe, and the paths around them.
 */
import type { ParsedMail } from "mailparser";
import { enMail } from "#shared/i18n/en.ts";
import { seMail } from "#shared/i18n/se.ts";
import { company } from "#shared/site.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { dictionaries, expect, test, withCookieChoice } from "#tests/support/fixtures.ts";
import { liveSmtpPort, servers } from "#tests/support/servers.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";

const site = servers.liveBuild.url;
const mails = { en: enMail, se: seMail } as const;
let smtp: TestSmtpServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: site });
test.skip(({ isMobile }) => isMobile, "one size is enough for the mail flow");
test.beforeAll(async () => {
  smtp = await startSmtpServer({ port: liveSmtpPort });
});
test.afterAll(() => smtp.close());
test.beforeEach(({ page }) => withCookieChoice(page));

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
  await expect.poll(() => smtp.mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return smtp.mailsTo(address);
}
/** A header as sent (mailparser folds List-* headers into a structure of its own). */
const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? "")
    .replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");

for (const language of ["en", "se"] as const) {
  const t = dictionaries[language];
  const wording = mails[language];

  test(`${language}: sign up, confirm by the button, welcome, one-click unsubscribe, nothing more`, async ({
    page,
    request,
  }) => {
    const address = unique(`reader-${language}`);
    await page.goto(`/${language}`);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("textbox", { name: t.newsletter.label }).fill(address);
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    await expect(page).toHaveURL(`${site}/${language}/thank-you`);
    // Titled for what the reader must do next (issue 51), in the heading and the tab.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.thankYou.title.live);
    await expect(page).toHaveTitle(t.thankYou.liveMetaTitle);
    await expect(page.getByText(t.thankYou.message)).toBeVisible();
    await expect(page.getByText(t.thankYou.note.live)).toBeVisible();
    // What to do when no mail comes: spam folder, a few minutes, again after an hour, our address.
    await expect(page.getByText(t.thankYou.noMail.replace("{address}", company.email))).toBeVisible();

    const [confirmation] = await mailTo(address);
    if (!confirmation) throw new Error("no confirmation mail");
    expect(confirmation.subject).toBe(wording.confirmSubject);
    expect(confirmation.text).toContain(wording.confirmIntro);
    expect(confirmation.html).toContain(wording.confirmAction);
    expect(header(confirmation, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(confirmation, "list-unsubscribe")).toContain(`${site}/api/newsletter/unsubscribe?token=`);
    const link = new RegExp(`${site}/${language}/confirm\\?token=[\\w-]+`).exec(confirmation.text ?? "")?.[0];
    if (!link) throw new Error("no confirm link in the plain-text part");

    // Opening the link (as a mail scanner would) changes nothing: no welcome mail, the button still works.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.confirm.title);
    await page.waitForTimeout(1500);
    expect(smtp.mailsTo(address)).toHaveLength(1);
    await page.getByRole("button", { name: t.subscription.confirm.button }).click();
    // The page answers its own button: the outcome is a state of the confirm route.
    await expect(page).toHaveURL(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.confirm.doneTitle);
    // The same link pressed again: already confirmed, nothing to do, and no second welcome mail.
    await page.goto(link);
    await page.getByRole("button", { name: t.subscription.confirm.button }).click();
    await expect(page).toHaveURL(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.confirm.alreadyTitle);
    await expectNoAxeViolations(page);

    const welcome = (await mailTo(address, 2))[1];
    if (!welcome) throw new Error("no welcome mail");
    expect(welcome.subject).toBe(wording.welcomeSubject);
    expect(welcome.text).toContain(`${site}/${language}/unsubscribe?token=`);
    const oneClick = /<([^>]+)>/.exec(header(welcome, "list-unsubscribe"))?.[1];
    if (!oneClick) throw new Error("no List-Unsubscribe URL");
    const unsubscribed = await request.post(oneClick, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status()).toBe(200);

    // A used confirmation link now leads to the page that offers a new sign-up; no mail follows.
    await page.goto(link);
    await page.getByRole("button", { name: t.subscription.confirm.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.expired.title);
    await page.waitForTimeout(1500);
    expect(smtp.mailsTo(address)).toHaveLength(2);
  });
}

test("without JavaScript the form posts to the site and the thank-you page follows", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
  const page = await context.newPage();
  const address = unique("no-script");
  await page.goto("/se");
  await page.getByRole("textbox", { name: dictionaries.se.newsletter.label }).fill(address);
  await page.getByRole("button", { name: dictionaries.se.newsletter.subscribe }).click();
  await expect(page).toHaveURL(`${site}/se/thank-you`);
  const [mail] = await mailTo(address);
  expect(mail?.subject).toBe(seMail.confirmSubject);
  await context.close();
});

test("without JavaScript a refused address comes back with its message, in the page's language, as typed", async ({
  browser,
}) => {
  // A client of its own (the server trusts X-Forwarded-For from loopback): its refusals count against
  // its own sign-up limit, not against the other tests'.
  const extraHTTPHeaders = { "X-Forwarded-For": "192.0.2.31" };
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site, extraHTTPHeaders });
  const page = await context.newPage();
  for (const language of ["se", "en"] as const) {
    const t = dictionaries[language];
    await page.goto(`/${language}`);
    const input = page.getByRole("textbox", { name: t.newsletter.label });
    await input.fill("namn@localhost");
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    // Answered by the sign-up route itself (decision 061): the message and the address as typed.
    await expect(page).toHaveURL(`${site}/${language}/sign-up`);
    await expect(page.getByRole("alert").first()).toHaveText(t.subscription.errors.invalidEmail);
    await expect(input).toHaveValue("namn@localhost");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    // Nothing typed: the page's words, not the browser's bubble.
    await input.fill("");
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    await expect(page.getByRole("alert").first()).toHaveText(t.subscription.errors.missingEmail);
  }
  // Corrected on the page that came back, it goes through.
  const address = unique("no-script-corrected");
  await page.getByRole("textbox", { name: dictionaries.en.newsletter.label }).fill(address);
  await page.getByRole("button", { name: dictionaries.en.newsletter.subscribe }).click();
  await expect(page).toHaveURL(`${site}/en/thank-you`);
  await mailTo(address);
  await context.close();
});

test("the page that answers a refused script-free sign-up has no axe violations", async ({ browser }) => {
  // axe needs JavaScript in the browser; the page's own scripts are kept from loading instead, so the
  // form posts as it does without JavaScript.
  const extraHTTPHeaders = { "X-Forwarded-For": "192.0.2.34" };
  const context = await browser.newContext({ baseURL: site, extraHTTPHeaders });
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  const t = dictionaries.se;
  await page.goto("/se");
  await page.getByRole("textbox", { name: t.newsletter.label }).fill("namn@localhost");
  await page.getByRole("button", { name: t.newsletter.subscribe }).click();
  await expect(page.getByRole("alert").filter({ hasText: /./ })).toHaveText(
    t.subscription.errors.invalidEmail,
  );
  await expectNoAxeViolations(page);
  await context.close();
});

test("with JavaScript a missing or malformed address gets the page's words, and nothing is sent", async ({
  page,
}) => {
  const t = dictionaries.se;
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/se");
  await page.waitForSelector("html[data-hydrated]");
  const input = page.getByRole("textbox", { name: t.newsletter.label });
  await page.getByRole("button", { name: t.newsletter.subscribe }).click();
  await expect(page.getByRole("alert")).toHaveText(t.subscription.errors.missingEmail);
  await input.fill("inte-en-adress");
  await page.getByRole("button", { name: t.newsletter.subscribe }).click();
  await expect(page.getByRole("alert")).toHaveText(t.subscription.errors.invalidEmail);
  await expect(input).toHaveValue("inte-en-adress");
  await expect(input).toBeFocused();
  expect(posts).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a link that no longer works offers a new one by address, alike for every address (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const extraHTTPHeaders = { "X-Forwarded-For": javaScriptEnabled ? "192.0.2.32" : "192.0.2.33" };
    const context = await browser.newContext({ javaScriptEnabled, baseURL: site, extraHTTPHeaders });
    const page = await context.newPage();
    const t = dictionaries.se;
    const address = unique(`unsubscribe-by-address-${javaScriptEnabled}`);
    const stranger = unique("stranger");
    const signUp = await context.request.post("/se/sign-up", {
      form: { email: address },
      maxRedirects: 0,
    });
    expect(signUp.status()).toBe(302);
    await mailTo(address);

    if (javaScriptEnabled) {
      // The browser's check speaks the page's language.
      await page.goto("/se/unsubscribe-link");
      await page.waitForSelector("html[data-hydrated]");
      const field = page.getByRole("textbox", { name: t.newsletter.label });
      await page.getByRole("button", { name: t.subscription.unsubscribe.requestButton }).click();
      expect(await field.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
        t.subscription.errors.missingEmail,
      );
      await expect(page).toHaveURL(`${site}/se/unsubscribe-link`);
    }
    for (const who of [address, stranger]) {
      await page.goto("/se/unsubscribe-link");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t.subscription.unsubscribe.invalidTitle,
      );
      // axe runs in the page, so only where JavaScript runs.
      if (who === stranger && javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("textbox", { name: t.newsletter.label }).fill(who);
      await page.getByRole("button", { name: t.subscription.unsubscribe.requestButton }).click();
      await expect(page).toHaveURL(`${site}/se/unsubscribe-link`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.unsubscribe.sentTitle);
    }
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    const linkMail = (await mailTo(address, 2))[1];
    expect(linkMail?.subject).toBe(seMail.unsubscribeLinkSubject);
    const link = new RegExp(`${site}/se/unsubscribe\\?token=[\\w-]+`).exec(linkMail?.text ?? "")?.[0];
    if (!link) throw new Error("no unsubscribe link in the mail");
    await page.goto(link);
    await page.getByRole("button", { name: t.subscription.unsubscribe.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.unsubscribe.doneTitle);
    await page.waitForTimeout(1500);
    expect(smtp.mailsTo(stranger)).toEqual([]);
    await context.close();
  });
}

test.describe("when the server cannot be reached", () => {
  test.use({ scriptsBlocked: true }); // the aborted request is logged in the console

  test("a message by the field; the address stays", async ({ page }) => {
    const t = dictionaries.en;
    await page.route("**/en/sign-up.data", (route) => route.abort());
    await page.goto("/en");
    await page.waitForSelector("html[data-hydrated]");
    const input = page.getByRole("textbox", { name: t.newsletter.label });
    await input.fill("offline@example.org");
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: t.subscription.errors.unreachable }),
    ).toBeVisible();
    await expect(input).toHaveValue("offline@example.org");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: t.newsletter.subscribe })).toBeEnabled();
    await expect(page).toHaveURL(`${site}/en`);
  });
});

test.describe("when the server refuses", () => {
  // The browser logs the 400 answer in the console.
  test.use({ consoleErrorsAllowed: [/status of 400/] });

  test("an address gets its reason, in the page's language", async ({ page }) => {
    const t = dictionaries.se;
    await page.goto("/se");
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("textbox", { name: t.newsletter.label }).fill("namn@localhost");
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    await expect(page.getByRole("alert")).toHaveText(t.subscription.errors.invalidEmail);
  });
});

test("a bot that fills the hidden field gets the thank-you page, and no mail is sent", async ({ page }) => {
  const t = dictionaries.en;
  const address = unique("bot");
  await page.goto("/en");
  await page.waitForSelector("html[data-hydrated]");
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.getByRole("textbox", { name: t.newsletter.label }).fill(address);
  await page.getByRole("button", { name: t.newsletter.subscribe }).click();
  await expect(page).toHaveURL(`${site}/en/thank-you`);
  await page.waitForTimeout(2000);
  expect(smtp.mailsTo(address)).toEqual([]);
});

// Issue 31: Swedish IDN addresses, and sign-ups posted from another site.
test.describe("Swedish addresses and other sites", () => {
  /** RCPT TOs as they went over the wire (the test server itself decodes punycode). */
  const rcptTo = (address: string) =>
    smtp.commands.filter((line) => line.toLowerCase() === `rcpt to:<${address}>`).length;

  for (const javaScriptEnabled of [true, false]) {
    test(`an address on an IDN domain signs up and is mailed in ASCII (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL: site });
      const page = await context.newPage();
      const t = dictionaries.se;
      const local = `idn-${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}`;
      await page.goto("/se");
      if (javaScriptEnabled) await page.waitForSelector("html[data-hydrated]");
      // Chromium's e-mail field accepts the domain and hands on its ASCII form (checked: Chromium 156).
      await page.getByRole("textbox", { name: t.newsletter.label }).fill(`${local}@företag.se`);
      await page.getByRole("button", { name: t.newsletter.subscribe }).click();
      await expect(page).toHaveURL(`${site}/se/thank-you`);
      await expect.poll(() => rcptTo(`${local}@xn--fretag-wxa.se`), { timeout: 15_000 }).toBe(1);
      await context.close();
    });
  }

  test.describe("from another site's page", () => {
    // The sign-up page answers the refusal with 403, which the browser logs in the console.
    test.use({ consoleErrorsAllowed: [/status of 403/] });

    test("a sign-up form on another site is refused, and the reader is told on ours", async ({ page }) => {
      const t = dictionaries.en;
      const address = unique("foreign");
      // A page of another origin whose form posts to our API, as a hostile site's would.
      await page.route("http://other-site.example/", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>Other</title><form method="post" action="${site}/en/sign-up"><input name="email" value="${address}"><button>Go</button></form>`,
        }),
      );
      await page.goto("http://other-site.example/");
      await page.getByRole("button", { name: "Go" }).click();
      await expect(page).toHaveURL(`${site}/en/sign-up`);
      await expect(page.getByRole("alert").first()).toHaveText(t.subscription.errors.foreignOrigin);
      // Decided before React Router (decision 064): another site's post is not echoed into our page.
      await expect(page.getByRole("textbox", { name: t.newsletter.label })).toHaveValue("");
      await page.waitForTimeout(1500);
      expect(smtp.mailsTo(address)).toEqual([]);
    });
  });
});
