/** The link tokens of a queued mail, as the worker derives them when it renders the mail (decision 030):
 * the outbox holds no token, so tests derive them from the mail's id with the key the service used. */
import { type LinkKey, linkKeyOf, linkToken } from "../../server/newsletter/domain/tokens.ts";

/** The key every unit test's service and worker use, unless a test makes its own. */
export const testLinkKey: LinkKey = linkKeyOf(Buffer.alloc(32, 7));

export function linkTokensOf(mail: { id: string }, key: LinkKey = testLinkKey) {
  return {
    confirmToken: linkToken(key, "confirm", mail.id),
    unsubscribeToken: linkToken(key, "unsubscribe", mail.id),
    signInToken: linkToken(key, "sign-in", mail.id),
    stopCourseToken: linkToken(key, "stop-course", mail.id),
  };
}
