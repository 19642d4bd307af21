import {
  bothSizes,
  dictionaries,
  expect,
  languages,
  newsletterMode as mode,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";

const address = "reader.test+2025@example.org";

test.beforeEach(async ({ page }) => withCookieChoice(page));

for (const language of languages) {
  const t = dictionaries[language];

  test.describe(`${language}: newsletter sign-up`, () => {
    // The page's clock (Playwright's) is moved past the 1 s submit delay instead of waiting for it.
    test("an empty submit does nothing", async ({ page }) => {
      await page.clock.install();
      await open(page, `/${language}`);
      const button = page.getByRole("button", { name: t.newsletter.subscribe });
      await button.click();
      await page.clock.runFor(1200);
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expect(button).toBeEnabled();
      await expect(button).toHaveText(t.newsletter.subscribe);
    });

    test("an invalid address is stopped by the browser's own validation", async ({ page }) => {
      await page.clock.install();
      await open(page, `/${language}`);
      const input = page.getByRole("textbox", { name: t.newsletter.label });
      await input.fill("not-an-address");
      await page.getByRole("button", { name: t.newsletter.subscribe }).click();
      expect(await input.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      await page.clock.runFor(1200);
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expect(page.getByRole("button", { name: t.newsletter.subscribe })).toBeEnabled();
    });

    test(
      "a valid address: submitting for 1 s, then the thank-you page at the top, nothing sent",
      bothSizes,
      async ({ page }) => {
        const seen: string[] = [];
        page.on("request", (request) => seen.push(`${request.url()} ${request.postData() ?? ""}`));
        await open(page, `/${language}`);
        const input = page.getByRole("textbox", { name: t.newsletter.label });
        await input.fill(address);
        // Measured inside the page, so that a busy test runner cannot blur the timings.
        await page.evaluate(() => {
          const w = window as unknown as Record<string, unknown>;
          document.addEventListener(
            "submit",
            () => {
              w.submitAt = performance.now();
              setTimeout(() => {
                const button = document.querySelector<HTMLButtonElement>("form button[type=submit]");
                w.at100 = {
                  disabled: button?.disabled,
                  label: button?.textContent,
                  status: document.querySelector("form [role=status]")?.textContent,
                };
              }, 100);
              setTimeout(() => (w.pathAt900 = location.pathname), 900);
              // A reference timer suffers the same main-thread delays as the page's own 1 s timer.
              setTimeout(() => (w.referenceAt = performance.now()), 1000);
            },
            { capture: true },
          );
          const pushState = history.pushState.bind(history);
          history.pushState = (...args: Parameters<History["pushState"]>) => {
            w.arrivedAt ??= performance.now();
            pushState(...args);
          };
        });
        await input.press("Enter");

        await expect(page).toHaveURL(new RegExp(`/${language}/thank-you$`));
        const { submitAt, arrivedAt, referenceAt, pathAt900, at100 } = (await page.evaluate(() => {
          const w = window as unknown as Record<string, unknown>;
          return {
            submitAt: w.submitAt,
            arrivedAt: w.arrivedAt,
            referenceAt: w.referenceAt,
            pathAt900: w.pathAt900,
            at100: w.at100,
          };
        })) as {
          submitAt: number;
          arrivedAt: number;
          referenceAt: number;
          pathAt900: string;
          at100: unknown;
        };
        expect(at100, "submitting: disabled, dots, announced").toEqual({
          disabled: true,
          label: "...",
          status: t.newsletter.submitting,
        });
        expect(pathAt900, "still on the home page 900 ms after submitting").toBe(`/${language}`);
        expect(arrivedAt - submitAt).toBeGreaterThanOrEqual(1000);
        // Held to the reference timer, not to the wall clock: the page is on its way when 1 s is up.
        expect(arrivedAt - referenceAt, "arrived with the 1 s timer").toBeLessThan(500);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.thankYou.title.simulated);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        const encoded = [address, encodeURIComponent(address), "reader.test"];
        for (const entry of seen) for (const form of encoded) expect(entry).not.toContain(form);
        expect(page.url()).not.toContain("reader.test");
        const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
        expect(stored).not.toContain("reader.test");
      },
    );

    test("without JavaScript the form still leads to the thank-you page, without the address", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const seen: string[] = [];
      page.on("request", (request) => seen.push(request.url()));
      await page.goto(`/${language}`);
      await page.getByRole("textbox", { name: t.newsletter.label }).fill(address);
      await page.getByRole("button", { name: t.newsletter.subscribe }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/thank-you\\??$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.thankYou.title.simulated);
      for (const url of seen) expect(url).not.toContain("reader.test");
      await context.close();
    });

    test("the thank-you page confirms and leads back home in the same language", async ({ page }) => {
      await open(page, `/${language}/thank-you`);
      const main = page.getByRole("main");
      await expect(main.locator("svg")).toBeVisible();
      await expect(main).toContainText(t.thankYou.message);
      await expect(main).toContainText(t.thankYou.note[mode]);
      await main.getByRole("link", { name: t.thankYou.back }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
    });
  });
}

test("the thank-you text is the one SPEC.md gives", async ({ page }) => {
  await withCookieChoice(page);
  await open(page, "/en/thank-you");
  await expect(page.getByRole("main")).toContainText(
    "Your submission has been received successfully. We'll be in touch soon.",
  );
});
