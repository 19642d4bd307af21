/** A confirmed subscriber, made through the service as a reader makes one: the sign-up, then the token
 * of the confirmation mail it queued. For the newsletter's unit tests. */
import type { Language } from "../../app/config/site.ts";
import type { NewsletterService } from "../../server/newsletter/service/service.ts";
import type { MailPayload } from "../../server/newsletter/storage/outbox-queue.ts";
import type { NewsletterDatabase } from "../../server/newsletter/storage/schema.ts";

export async function confirmedSubscriber(
  service: NewsletterService,
  db: NewsletterDatabase,
  email: string,
  language: Language = "en",
) {
  await service.subscribe({ email, language, formVersion: "v1" });
  const mail = await db
    .selectFrom("outbox")
    .select("payload")
    .where("recipient", "=", email)
    .where("kind", "=", "confirm")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const { confirmToken } = JSON.parse(mail.payload) as MailPayload;
  if (!confirmToken) throw new Error(`the confirmation mail to ${email} was sent already`);
  return service.confirm(confirmToken);
}
