/** A confirmed subscriber, made through the service as a reader makes one: the sign-up, then the token
 * of the confirmation mail it queued. For the newsletter's unit tests (their services use testLinkKey). */
import type { Language } from "#shared/site.ts";
import type { LinkKey } from "../../server/newsletter/domain/tokens.ts";
import type { NewsletterService } from "../../server/newsletter/service/service.ts";
import type { NewsletterDatabase } from "../../server/newsletter/storage/schema.ts";
import { linkTokensOf, testLinkKey } from "./link-tokens.ts";

export async function confirmedSubscriber(
  service: NewsletterService,
  db: NewsletterDatabase,
  email: string,
  language: Language = "en",
  key: LinkKey = testLinkKey,
) {
  await service.subscribe({ email, language, formVersion: "v1" });
  const mail = await db
    .selectFrom("outbox")
    .select("id")
    .where("recipient", "=", email)
    .where("kind", "=", "confirm")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  // The token is derived from the mail's id with the service's key (decision 030).
  return service.confirm(linkTokensOf(mail, key).confirmToken);
}
