/** A real lesson mail, as a reader gets it, for looking at in a browser: the site's own course library
 * (loaded through Vite, as the build's course-library step loads it) rendered by the newsletter's mail
 * code, with the attached drawing put in place of its `cid:` link, since a browser has no mail parts. */
import { loadMailLibrary } from "../../build-steps/course-library.ts";
import { linkKeyOf } from "../../server/newsletter/domain/tokens.ts";
import { withAttachmentsInline } from "../../server/newsletter/mail/course-drawing.ts";
import { renderMail } from "../../server/newsletter/mail/render-mail.ts";

export async function realLessonMail(
  language: "en" | "se" = "en",
  course = "general-tax-planning",
  lesson = "income-and-tax-rates",
) {
  const library = await loadMailLibrary();
  const mail = renderMail(
    {
      id: "73fc0c7b-b157-41d1-92d9-6fa4fa3fab1b",
      recipient: "reader@example.org",
      kind: "lesson",
      language,
      course,
      payload: JSON.stringify({
        unsubscribeToken: "u".repeat(43),
        stopCourseToken: "s".repeat(43),
        lesson,
      }),
      message_id: "<screenshot@skattlyktan.example>",
    },
    "https://www.skattlyktan.example",
    linkKeyOf("screenshot-key-".repeat(3)),
    undefined,
    library,
  );
  return { ...mail, html: withAttachmentsInline(mail.html, mail.attachments) };
}
