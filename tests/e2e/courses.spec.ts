/** The three free courses on the site (issue 30): from a course card to its page, through the
 * lessons in order, into the other language and back, with and without JavaScript. */
import type { Page } from "@playwright/test";
import { enCoursePage } from "#shared/i18n/en.ts";
import { seCoursePage } from "#shared/i18n/se.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { courseLibrary } from "#tests/support/course-pages.ts";
import {
  bothSizes,
  dictionaries,
  expect,
  languages,
  mobileOnly,
  newsletterMode,
  open,
  test,
  withCookieChoice,
} from "#tests/support/fixtures.ts";

const mode = newsletterMode;
/** The course pages' own words (their loaders pass them; no other page carries them). */
const pageWords = { en: enCoursePage, se: seCoursePage } as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const language of languages) {
  const t = dictionaries[language];
  const words = pageWords[language];
  const courses = courseLibrary[language];

  test(`${language}: each course card's link opens its course page`, async ({ page }) => {
    await withCookieChoice(page);
    for (const course of courses) {
      await open(page, `/${language}`);
      // The card's title is the link to its course page (issue 41).
      await page
        .getByRole("region", { name: t.courses.title })
        .getByRole("link", { name: course.title, exact: true })
        .click();
      await expect(page).toHaveURL(`/${language}/courses/${course.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title);
      const lessons = page.getByRole("region", { name: words.lessons }).getByRole("listitem");
      await expect(lessons).toHaveCount(course.lessons.length);
      for (const lesson of course.lessons) {
        await expect(page.getByRole("link", { name: lesson.title, exact: true })).toBeVisible();
      }
    }
  });

  test(`${language}: from a course card, lesson 1 in one click; the card says how many lessons and minutes`, async ({
    page,
  }) => {
    await withCookieChoice(page);
    for (const course of courses) {
      await open(page, `/${language}`);
      const minutes = course.lessons.reduce((sum, lesson) => sum + lesson.readingMinutes, 0);
      const cards = page.getByRole("region", { name: t.courses.title });
      await expect(cards).toContainText(
        t.courses.meta
          .replace("{count}", String(course.lessons.length))
          .replace("{minutes}", String(minutes)),
      );
      // The link's text is "Start reading"; its accessible name adds the course, for a list of links.
      await cards
        .getByRole("link", { name: new RegExp(`^${t.courses.start}\\W+${escapeRegExp(course.title)}$`) })
        .click();
      await expect(page).toHaveURL(`/${language}/courses/${course.slug}/${course.lessons[0]?.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.lessons[0]?.title ?? "");
    }
  });

  test(`${language}: the lessons link previous and next, in order, from the first to the last`, async ({
    page,
  }) => {
    await withCookieChoice(page);
    const course = courses[0];
    if (!course) throw new Error("no course");
    await open(page, `/${language}/courses/${course.slug}`);
    await page.getByRole("link", { name: words.start }).click();
    const pager = page.getByRole("navigation", { name: words.lessonNavigation });
    for (const [index, lesson] of course.lessons.entries()) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson.title);
      await expect(page.getByText(words.disclaimer)).toBeVisible();
      const previous = course.lessons[index - 1];
      if (previous)
        await expect(pager.getByRole("link", { name: new RegExp(words.previous) })).toContainText(
          previous.title,
        );
      else await expect(pager.getByRole("link", { name: new RegExp(words.previous) })).toHaveCount(0);
      const next = course.lessons[index + 1];
      if (!next) {
        // After the last lesson the course's summary takes the next lesson's place (issue 51).
        await expect(pager.getByRole("link", { name: new RegExp(words.next) })).toHaveCount(0);
        break;
      }
      await pager.getByRole("link", { name: new RegExp(words.next) }).click();
      await expect(page).toHaveURL(`/${language}/courses/${course.slug}/${next.slug}`);
      // The address changes before the route's scroll to the top has run: wait for it, not for time.
      await expect
        .poll(() => page.evaluate(() => window.scrollY), { message: "a new lesson starts at the top" })
        .toBe(0);
    }
    await pager.getByRole("link", { name: new RegExp(words.previous) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.lessons.at(-2)?.title ?? "");
    await page.getByRole("link", { name: words.allLessons }).click();
    await expect(page).toHaveURL(`/${language}/courses/${course.slug}`);
  });
}

test("the language menu keeps the lesson, and the reader's place in it", bothSizes, async ({ page }) => {
  await withCookieChoice(page);
  const english = courseLibrary.en[2]?.lessons[2];
  const swedish = courseLibrary.se[2]?.lessons[2];
  await open(page, `/en/courses/${english?.course}/${english?.slug}`);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await page.getByRole("button", { name: /EN/ }).click();
  await page.getByRole("link", { name: "Svenska" }).click();
  await expect(page).toHaveURL(`/se/courses/${swedish?.course}/${swedish?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(swedish?.title ?? "");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test("without JavaScript a lesson is complete: its text, its place in the course, the way on", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const course = courseLibrary.se[1];
  const lesson = course?.lessons[0];
  await page.goto(`/se/courses/${course?.slug}/${lesson?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lesson?.title ?? "");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole("note", { name: "Kontrollera" }).last()).toBeVisible();
  await page.getByRole("link", { name: new RegExp(seCoursePage.next) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(course?.lessons[1]?.title ?? "");
  await context.close();
});

test("a lesson page without a calculator loads no more JavaScript than the home page", async ({ page }) => {
  const scriptBytes = async (path: string) => {
    await open(page, path);
    await page.waitForLoadState("networkidle");
    return page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
    );
  };
  const home = await scriptBytes("/se");
  // A lesson that places a calculator loads its form on demand, after hydration (lesson-calculators.spec.ts).
  const lesson = courseLibrary.se
    .flatMap((course) => course.lessons)
    .find((l) => !l.markdown.includes("::calculator["));
  expect(await scriptBytes(`/se/courses/${lesson?.course}/${lesson?.slug}`)).toBeLessThanOrEqual(home);
});

/** The label above the e-mail field and the field itself, below the sticky header and in view. */
async function expectFieldClearOfHeader(page: Page) {
  const label = page.locator('label[for="newsletter-email"]');
  const input = page.locator("#newsletter-email");
  await expect(input).toBeInViewport();
  const header = await page.getByRole("banner").boundingBox();
  const labelBox = await label.boundingBox();
  const inputBox = await input.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(labelBox?.y ?? 0, "the label is below the sticky header").toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0),
  );
  expect((inputBox?.y ?? 0) + (inputBox?.height ?? 0)).toBeLessThanOrEqual(height);
}

// A phone with its keyboard open has a short viewport: centring the input put its label under the header.
for (const height of [844, 300]) {
  test(
    `on a ${height} px tall phone a course button leaves the field and its label in view`,
    mobileOnly,
    async ({ page }) => {
      await withCookieChoice(page);
      await page.setViewportSize({ width: 390, height });
      await open(page, "/en");
      const buttons = page.getByRole("link", { name: dictionaries.en.courses.course1.cta[mode] });
      await buttons.nth(2).scrollIntoViewIfNeeded();
      await buttons.nth(2).tap();
      await expect(page.locator("#newsletter-email")).toBeFocused();
      await expectFieldClearOfHeader(page);
    },
  );
}

test(
  "without JavaScript a course button's jump leaves the label in view on a phone",
  mobileOnly,
  async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 300 },
    });
    const page = await context.newPage();
    await page.goto("/se");
    await page.evaluate(() => window.localStorage.setItem("cookies-accepted", "true")).catch(() => {});
    await page.getByRole("link", { name: dictionaries.se.courses.course1.cta[mode] }).first().click();
    await expectFieldClearOfHeader(page);
    await context.close();
  },
);

/** Each course's page and its longest lesson (the most tables and callouts to lay out narrow). */
const longestPaths = (language: (typeof languages)[number]) =>
  courseLibrary[language].flatMap((course) => {
    const longest = [...course.lessons].sort((a, b) => b.words - a.words)[0];
    return [`/${language}/courses/${course.slug}`, `/${language}/courses/${course.slug}/${longest?.slug}`];
  });

// At both sizes, each course's page and its longest lesson: one template, and the longest lesson lays out
// the most tables and callouts, so the rules that need layout and colour (contrast, target size) see every
// kind of block there. The rules that read the markup alone run on every course and lesson page, without a
// browser, in tests/built/course-axe.test.ts (an axe pass in a browser costs 4–5 s on a lesson; the visit
// itself 0.5 s). A calculator's form: lesson-calculators.spec.ts; a quiz answered: course-progress.spec.ts.
for (const language of languages) {
  for (const course of courseLibrary[language]) {
    test(
      `${language}: no axe violations on ${course.slug} and its longest lesson`,
      bothSizes,
      async ({ page }) => {
        const coursePath = `/${language}/courses/${course.slug}`;
        for (const path of longestPaths(language).filter((path) => path.startsWith(coursePath))) {
          await open(page, path);
          await expectNoAxeViolations(page, path);
        }
      },
    );
  }
}
