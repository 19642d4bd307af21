/** How every mail names itself: its outbox row's id (a random UUID v4, so nobody but its recipient and
 * the mail systems on its way can know it), in our own header and in the envelope sender (VERP). The
 * mail layer writes the header, delivery the envelope, bounces/ reads both back (decision 026). */

export const mailIdHeader = "X-Skattlyktan-Mail-Id";

const mailIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Only an id of exactly our shape is ever looked up: reports are written by strangers. */
export function isMailId(value: unknown): value is string {
  return typeof value === "string" && mailIdPattern.test(value);
}

/** `bounces@example.se` and a mail id → `bounces+<id>@example.se`: a bounce sent back to the envelope
 * sender names the mail in its own address, even when the report quotes nothing of the mail. */
export function verpAddress(bounceAddress: string, mailId: string): string {
  const at = bounceAddress.lastIndexOf("@");
  return `${bounceAddress.slice(0, at)}+${mailId}${bounceAddress.slice(at)}`;
}
