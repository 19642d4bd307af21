/** `npm run screenshots:mail`: a real lesson mail's HTML rendered in Chromium at 600 and 375 px, into
 * docs/screenshots/lesson-mail-600.png and lesson-mail-375.png (issue 39): how a reader sees it in a
 * desktop and a phone mail client that shows HTML as a browser does. */
import { chromium } from "@playwright/test";
import { realLessonMail } from "#tests/support/real-lesson-mail.ts";

const mail = await realLessonMail("en");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
try {
  for (const width of [600, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(mail.html);
    const path = `docs/screenshots/lesson-mail-${width}.png`;
    await page.screenshot({ path, fullPage: true });
    await page.close();
    console.log(`screenshots:mail: ${path} (“${mail.subject}”)`);
  }
} finally {
  await browser.close();
}
