/**
 * Issue 41 in the live build: from a lesson's end a reader asks for the course by e-mail, and after a
 * course-only sign-up every page (thank-you, confirm, done) and the confirmation mail name the course
 * and none speaks of the newsletter; the done page offers lesson 1 at once.
 */
import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { courseKeys, courseSlugs } from "#shared/course-catalogue.ts";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { dictionaries, expect, test, withCookieChoice } from "#tests/support/fixtures.ts";
import { needsServer } from "#tests/support/on-demand-servers.ts";
import { coursesSmtpPort, servers } from "#tests/support/servers.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { readCourses } from "../../app/content/read-courses";

const site = servers.courses.url;
const library = readCourses();
const course = courseSlugs[2];
const pageWords = { en: enCoursePage, se: seCoursePage } as const;
// What a course-only reader must never read: the newsletter, in either language.
const newsletterWords = /newsletter|nyhetsbrev/i;
let smtp: TestSmtpServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: site });
test.skip(({ isMobile }) => isMobile, "one size is enough for the mail flow");
test.beforeAll(needsServer("courses"));
test.beforeAll(async () => {
  smtp = await startSmtpServer({ port: coursesSmtpPort });
});
test.afterAll(() => smtp.close());
test.beforeEach(({ page }) => withCookieChoice(page));

async function mailsTo(address: string): Promise<ParsedMail[]> {
  await expect.poll(() => smtp.mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  return smtp.mailsTo(address);
}
const mainText = (page: Page) => page.getByRole("main").innerText();

for (const language of ["en", "se"] as const) {
  const t = dictionaries[language];
  const words = pageWords[language];
  const chosen = t.subscription.chosen;
  const title = t.courses[courseKeys[course]].title;
  const lessons = library[language].find((each) => each.slug === course)?.lessons ?? [];

  test(`${language}: from a lesson's end, the course alone by e-mail; every page and the mail name the course`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const address = `journey-${language}-${Date.now()}@example.org`;
    await page.goto(`/${language}/courses/${course}/${lessons[1]?.slug}`);
    await page.waitForSelector("html[data-hydrated]");
    const block = page.getByRole("region", { name: words.byEmailRest });
    await expect(block).toContainText(String(lessons.length));
    await block.getByRole("link", { name: words.byEmail }).click();
    await page.waitForSelector("html[data-hydrated]");
    const choices = page.getByRole("group", { name: t.signupChoices.legend });
    await expect(choices.getByRole("checkbox", { name: title, exact: false })).toBeChecked();
    await expect(choices.getByRole("checkbox", { name: t.signupChoices.newsletter })).not.toBeChecked();
    await page.getByRole("textbox", { name: t.newsletter.label }).fill(address);
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();

    await expect(page).toHaveURL(`${site}/${language}/thank-you?for=${course}`);
    await expect(page.getByRole("main")).toContainText(title);
    expect(await mainText(page)).not.toMatch(newsletterWords);

    const [mail] = await mailsTo(address);
    expect(mail?.subject).toContain(title);
    expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(newsletterWords);
    const link = new RegExp(`${site}/${language}/confirm\\?token=[\\w-]+&for=${course}`).exec(
      mail?.text ?? "",
    );
    expect(link).not.toBeNull();
    await page.goto(link?.[0] ?? "");
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByRole("heading", { level: 1, name: chosen.confirmTitle })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(title);
    expect(await mainText(page)).not.toMatch(newsletterWords);
    await page.getByRole("button", { name: chosen.confirmButton }).click();

    await expect(page).toHaveURL(link?.[0] ?? "");
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByRole("heading", { level: 1, name: chosen.doneTitle })).toBeVisible();
    expect(await mainText(page)).not.toMatch(newsletterWords);
    await page.getByRole("link", { name: chosen.readNow.replace("{course}", title) }).click();
    await expect(page).toHaveURL(`${site}/${language}/courses/${course}/${lessons[0]?.slug}`);
  });
}
