import { fill } from "#shared/i18n/translate.ts";
import { newsletterRetention } from "#shared/newsletter-retention.ts";
import { company, processors, serverLogRetentionDays } from "#shared/site.ts";
import {
  dictionaries,
  expect,
  languages,
  legalTexts,
  newsletterMode as mode,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";

const documents = [
  ["privacy", "privacy"],
  ["cookies", "cookiePolicy"],
  ["terms", "terms"],
] as const;

const dates = { en: "Last updated: January 1, 2025", se: "Senast uppdaterad: 1 januari 2025" };

/** The section headings SPEC.md §2 requires, in order, as the dictionary words them. */
const required = {
  privacy: ["introduction", "dataCollection", "dataUse", "dataSharing", "contact"],
  cookiePolicy: ["introduction", "whatAreCookies", "types", "managing"],
  terms: ["introduction", "acceptance", "services", "userObligations", "limitationOfLiability", "contact"],
} as const;

test.beforeEach(async ({ page }) => withCookieChoice(page));

for (const language of languages) {
  const t = dictionaries[language];
  const legal = legalTexts[language];

  for (const [slug, key] of documents) {
    // The title from the dictionary, the summary and sections from the text the page's loader passes.
    const document = { ...t[key], ...legal[key] };
    const headings = Object.values(document.sections).map((section) => section.heading);

    test(`${language}/${slug}: title, date, sections in order, contents, contact`, async ({ page }) => {
      await open(page, `/${language}/${slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(document.title);
      await expect(main).toContainText(dates[language]);

      const sectionHeadings = main.locator("article > section > h2");
      await expect(sectionHeadings).toHaveText(headings);
      const shown = await sectionHeadings.allTextContents();
      const requiredHeadings = required[key].map(
        (section) => (document.sections as Record<string, { heading: string }>)[section]?.heading,
      );
      expect(shown.filter((heading) => requiredHeadings.includes(heading))).toEqual(requiredHeadings);

      const contents = main.getByRole("navigation", { name: legal.labels.contents });
      await expect(contents.getByRole("link")).toHaveText(headings);
      const last = headings.at(-1) ?? "";
      await contents.getByRole("link", { name: last }).click();
      await expect(main.getByRole("heading", { level: 2, name: last })).toBeInViewport();

      if ("contact" in document.sections) {
        const contact = main.getByRole("region", { name: document.sections.contact.heading });
        await expect(contact.getByRole("link", { name: company.email })).toHaveAttribute(
          "href",
          `mailto:${company.email}`,
        );
        await expect(contact).toContainText(company.registrationNumber);
        await expect(contact).toContainText([...company.postalAddress, legal.labels.country].join(""));
      }
    });
  }

  test(`${language}/cookies: explains the three types, each under its own heading`, async ({ page }) => {
    await open(page, `/${language}/cookies`);
    const { types: typesText } = legal.cookiePolicy.sections;
    const types = page.getByRole("region", { name: typesText.heading });
    await expect(types.getByRole("heading", { level: 3 })).toHaveText([
      typesText.essential.heading,
      typesText.analytics.heading,
      typesText.marketing.heading,
    ]);
    await expect(types).toContainText("cookies-accepted");
  });

  test(`${language}/privacy: names the right to complain to IMY, with a link`, async ({ page }) => {
    await open(page, `/${language}/privacy`);
    await expect(page.getByRole("main").getByRole("link", { name: /imy\.se/ })).toHaveAttribute(
      "href",
      "https://www.imy.se",
    );
  });
}

for (const language of languages) {
  const { labels, privacy } = legalTexts[language];

  test(`${language}/privacy: names the hosting provider, or plainly leaves it to fill in, and one log retention`, async ({
    page,
  }) => {
    await open(page, `/${language}/privacy`);
    const main = page.getByRole("main");
    const sharing = main.getByRole("region", { name: privacy.sections.dataSharing.heading });
    await expect(sharing).toContainText(processors.hosting ?? labels.hostingPlaceholder);
    await expect(sharing).toContainText("EU–US Data Privacy Framework");
    const days = `${serverLogRetentionDays} ${language === "en" ? "days" : "dagar"}`;
    await expect(main.getByText(privacy.summary[mode].split("{")[0] ?? "")).toContainText(days);
    await expect(main.getByRole("region", { name: privacy.sections.retention.heading })).toContainText(days);
    await expect(main).not.toContainText("{");
    const newsletter = main.getByRole("region", { name: privacy.sections.newsletter.heading });
    // Filled as the page fills them: the live text quotes the retention figures by placeholder.
    const values = { ...newsletterRetention, logRetentionDays: serverLogRetentionDays };
    await expect(newsletter.getByRole("listitem")).toHaveText(
      privacy.sections.newsletter.items[mode].map((item) => fill(item, values)),
    );
  });
}

for (const language of languages) {
  const t = dictionaries[language];
  const legal = legalTexts[language];

  test(`${language}: a client navigation to a legal page fetches its text, which no script carries`, async ({
    page,
  }) => {
    // The legal text reaches the browser only in the page's HTML or its .data file (decision 043).
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text());
    });
    await open(page, `/${language}`);
    const data = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/${language}/privacy.data`,
    );
    await page.getByRole("contentinfo").getByRole("link", { name: t.nav.privacy, exact: true }).click();
    expect((await data).ok()).toBe(true);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(t.privacy.title);
    await expect(main.locator("article > section > h2")).toHaveText(
      Object.values(legal.privacy.sections).map((section) => section.heading),
    );
    await expect(main.getByRole("navigation", { name: legal.labels.contents })).toBeVisible();

    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toContain(legal.terms.summary);
      expect(body).not.toContain(legal.privacy.summary[mode].split("{")[0]);
    }
  });
}
