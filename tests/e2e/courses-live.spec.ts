/**
 * The courses by e-mail end to end (issue 32), in Chromium against the live build and a real SMTP
 * server, at any hour (NEWSLETTER_COURSE_WINDOW, playwright.config.ts): a course's button, the choices,
 * the confirmation, lesson 1 and 2 in the reader's language, "stop this course" with an issue still
 * arriving, and unsubscribe ending the rest. The interval is not waited for: the test checks the next
 * lesson is due one interval later, then lets that time pass for the reader (support/course-clock.ts).
 */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { ParsedMail } from "mailparser";
import { courseKeys, courseSlugs } from "#shared/course-catalogue.ts";
import { enCourseStopPage, enMail } from "#shared/i18n/en.ts";
import { seCourseStopPage, seMail } from "#shared/i18n/se.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { CourseClock } from "#tests/support/course-clock.ts";
import { dictionaries, expect, test, withCookieChoice } from "#tests/support/fixtures.ts";
import { needsServer } from "#tests/support/on-demand-servers.ts";
import { coursesSettings, coursesSmtpPort, servers } from "#tests/support/servers.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { readCourses } from "../../app/content/read-courses";
import { parseInterval } from "../../server/newsletter/domain/course-schedule";

const site = servers.courses.url;
const mails = { en: enMail, se: seMail } as const;
const stopPages = { en: enCourseStopPage, se: seCourseStopPage } as const;
const library = readCourses();
const [first, second] = courseSlugs;
const intervalMs = parseInterval(coursesSettings.interval);
const clock = new CourseClock();
let smtp: TestSmtpServer;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: site });
test.skip(({ isMobile }) => isMobile, "one size is enough for the mail flow");
test.beforeAll(needsServer("courses"));
test.beforeAll(async () => {
  smtp = await startSmtpServer({ port: coursesSmtpPort });
});
test.afterAll(() => {
  smtp.close();
  clock.close();
});
test.beforeEach(({ page }) => withCookieChoice(page));

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
async function mailsTo(address: string, count: number, timeout = 30_000): Promise<ParsedMail[]> {
  await expect.poll(() => smtp.mailsTo(address).length, { timeout }).toBeGreaterThanOrEqual(count);
  return smtp.mailsTo(address);
}
const linkIn = (mail: ParsedMail | undefined, pattern: RegExp) => {
  const found = pattern.exec(mail?.text ?? "")?.[0];
  if (!found) throw new Error(`no link ${pattern} in "${mail?.subject}"`);
  return found;
};
const lessonTitle = (language: "en" | "se", course: string, index: number) =>
  library[language].find((each) => each.slug === course)?.lessons[index]?.title ?? "?";
/** A course's lessons, by their List-Id: one per course (issue 39), the subject leads with the lesson. */
const lessonsOf = (address: string, _language: "en" | "se", course: string) =>
  smtp
    .mailsTo(address)
    .filter((mail) =>
      mail.headerLines.some(
        (header) => header.key === "list-id" && header.line.includes(`<${course}.courses.`),
      ),
    );

/** The reader's next lesson in the course is due one interval after the last was queued. */
function nextLessonAnIntervalOn(address: string, course: string) {
  const enrolment = clock.enrolment(address, course);
  expect(enrolment?.status).toBe("active");
  expect(Number(enrolment?.next_due_at) - Number(enrolment?.last_queued_at)).toBe(intervalMs);
}

/** An issue to every newsletter reader of the language, by the operator's command on the server's database. */
async function sendIssue(language: "en" | "se", subject: string) {
  const file = path.join(coursesSettings.dataDirectory, `issue-${Date.now()}.md`);
  writeFileSync(file, `# ${subject}\n\nNews.\n`);
  await promisify(execFile)(
    process.execPath,
    ["server/newsletter/cli/cli.ts", "send", file, "--lang", language],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        BUILD_DIR: "build-live",
        DATABASE_URL: `file:${path.join(coursesSettings.dataDirectory, "newsletter.db")}`,
        SMTP_URL: `smtp://127.0.0.1:${coursesSmtpPort}`,
        SITE_URL: site,
      },
    },
  );
}

for (const language of ["en", "se"] as const) {
  const t = dictionaries[language];
  const wording = mails[language];
  const courseTitle = (course: (typeof courseSlugs)[number]) => t.courses[courseKeys[course]].title;
  const box = (page: import("@playwright/test").Page, course: (typeof courseSlugs)[number]) =>
    page.getByRole("checkbox", { name: t.signupChoices.course.replace("{course}", courseTitle(course)) });

  test(`${language}: a course's button, two courses and the newsletter, lessons in order, stop one, unsubscribe`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const address = unique(`course-${language}`);
    await page.goto(`/${language}`);
    await page.waitForSelector("html[data-hydrated]");
    // The course's button leads to the form; a link with ?course= (the course page's) ticks that course.
    await page.getByRole("link", { name: t.courses.course1.cta.live }).first().click();
    await expect(page.getByRole("textbox", { name: t.newsletter.label })).toBeFocused();
    await page.goto(`/${language}?course=${first}#newsletter-email`);
    await page.waitForSelector("html[data-hydrated]");
    const choices = page.getByRole("group", { name: t.signupChoices.legend });
    await expect(box(page, first as never)).toBeChecked();
    await expect(choices.getByRole("checkbox", { name: t.signupChoices.newsletter })).not.toBeChecked();
    await box(page, second as never).check();
    await choices.getByRole("checkbox", { name: t.signupChoices.newsletter }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: t.newsletter.label }).fill(address);
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    // The chosen courses ride along as ?for= (issue 41).
    await expect(page).toHaveURL(new RegExp(`^${site}/${language}/thank-you\\?for=`));

    const [confirmation] = await mailsTo(address, 1);
    expect(confirmation?.text).toContain(
      wording.courseMail.courseChoice.replace("{course}", courseTitle(first as never)),
    );
    await page.goto(linkIn(confirmation, new RegExp(`${site}/${language}/confirm\\?token=[\\w-]+`)));
    await page.getByRole("button", { name: t.subscription.chosen.confirmButton }).click();
    // The outcome is a state of the confirm route, naming what was chosen (decision 061).
    await expect(page).toHaveURL(new RegExp(`^${site}/${language}/confirm\\?token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.chosen.doneTitleMany);

    // Lesson 1 of each course at once, in the reader's language; lesson 2 an interval later.
    await expect.poll(() => lessonsOf(address, language, first).length, { timeout: 20_000 }).toBe(1);
    const [lesson1] = lessonsOf(address, language, first);
    expect(lesson1?.subject).toContain(lessonTitle(language, first, 0));
    // The course's drawing as an attached PNG shown by Content-ID (issue 39).
    expect(lesson1?.attachments.map((file) => [file.contentType, file.cid])).toEqual([
      ["image/png", `drawing-${first}@skattlyktan`],
    ]);
    expect(lesson1?.text).toContain(wording.footerDisclaimer);
    nextLessonAnIntervalOn(address, first);
    clock.advance(address, first, intervalMs);
    await expect.poll(() => lessonsOf(address, language, first).length, { timeout: 30_000 }).toBe(2);
    expect(lessonsOf(address, language, first)[1]?.subject).toContain(lessonTitle(language, first, 1));

    // "Stop this course": that course ends, the other goes on, and an issue still arrives.
    const stop = linkIn(
      lessonsOf(address, language, first)[1],
      new RegExp(`${site}/${language}/stop-course\\?token=[\\w-]+`),
    );
    await page.goto(stop);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stopPages[language].title);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: stopPages[language].button }).click();
    await expect(page).toHaveURL(stop);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stopPages[language].doneTitle);
    await expectNoAxeViolations(page);
    // Stopped, with nothing to come: no later moment makes a lesson of it due (courses.test.ts).
    expect(clock.enrolment(address, first)).toMatchObject({ status: "stopped", next_due_at: null });
    const stoppedAt = lessonsOf(address, language, first).length;
    const subject = `Issue for ${address}`;
    await sendIssue(language, subject);
    await expect
      .poll(() => smtp.mailsTo(address).filter((mail) => mail.subject === subject).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const secondBefore = lessonsOf(address, language, second).length;
    clock.advance(address, second, intervalMs);
    await expect
      .poll(() => lessonsOf(address, language, second).length, { timeout: 30_000 })
      .toBeGreaterThan(secondBefore);
    expect(lessonsOf(address, language, first)).toHaveLength(stoppedAt);

    // One-click unsubscribe (RFC 8058) from a lesson ends everything: no lesson follows.
    const latest = lessonsOf(address, language, second).at(-1);
    const oneClick = /<([^>]+)>/.exec(
      latest?.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "",
    )?.[1];
    if (!oneClick) throw new Error("no List-Unsubscribe URL");
    const unsubscribed = await request.post(oneClick, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status()).toBe(200);
    // Nothing is left that could mail the reader: forgotten, enrolments and unsent lessons gone (that
    // no pass at any later time queues one is courses.test.ts's, with an injected clock).
    expect(clock.holds(address)).toEqual({ subscribers: 0, enrolments: 0, unsent: 0 });
  });

  test(`${language}: without JavaScript the choices post with the form, and lesson 1 follows the confirmation`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
    const page = await context.newPage();
    const address = unique(`no-script-${language}`);
    await page.goto(`/${language}`);
    await page.getByRole("checkbox", { name: t.signupChoices.newsletter }).uncheck();
    await box(page, second as never).check();
    await page.getByRole("textbox", { name: t.newsletter.label }).fill(address);
    await page.getByRole("button", { name: t.newsletter.subscribe }).click();
    // The chosen courses ride along as ?for= (issue 41).
    await expect(page).toHaveURL(new RegExp(`^${site}/${language}/thank-you\\?for=`));
    const [confirmation] = await mailsTo(address, 1);
    await page.goto(linkIn(confirmation, new RegExp(`${site}/${language}/confirm\\?token=[\\w-]+`)));
    // Without JavaScript the page keeps its pre-rendered, general words.
    await page.getByRole("button", { name: t.subscription.confirm.button }).click();
    await expect(page).toHaveURL(new RegExp(`^${site}/${language}/confirm\\?token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.subscription.chosen.doneTitle);
    await expect.poll(() => lessonsOf(address, language, second).length, { timeout: 20_000 }).toBe(1);
    expect(lessonsOf(address, language, second)[0]?.subject).toContain(lessonTitle(language, second, 0));
    // A course alone: no welcome to the newsletter.
    expect(smtp.mailsTo(address).some((mail) => mail.subject === wording.welcomeSubject)).toBe(false);
    await context.close();
  });
}

test("a form with no box ticked says so, in the page's language, and sends nothing", async ({ page }) => {
  const t = dictionaries.se;
  const address = unique("nothing");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/se");
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("checkbox", { name: t.signupChoices.newsletter }).uncheck();
  await page.getByRole("textbox", { name: t.newsletter.label }).fill(address);
  await page.getByRole("button", { name: t.newsletter.subscribe }).click();
  await expect(page.getByRole("alert").filter({ hasText: t.signupChoices.nothingChosen })).toBeVisible();
  await expect(page).toHaveURL(`${site}/se`);
  // Refused in the page: no request left it, so nothing can be sent.
  expect(posts).toEqual([]);
  expect(smtp.mailsTo(address)).toHaveLength(0);
});
