/** How every mail names itself: its outbox id (a random UUID, known only on its way), in our header and
 * in the envelope sender (VERP), for bounces/ to read back (decision 026). */
export const mailIdHeader = "X-Skattlyktan-Mail-Id";

const mailIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Only an id of exactly our shape is ever looked up: reports are written by strangers. */
export function isMailId(value: unknown): value is string {
  return typeof value === "string" && mailIdPattern.test(value);
}

/** `bounces+<id>@example.se`: a bounce names the mail even when the report quotes nothing of it. */
export function verpAddress(bounceAddress: string, mailId: string): string {
  const at = bounceAddress.lastIndexOf("@");
  return `${bounceAddress.slice(0, at)}+${mailId}${bounceAddress.slice(at)}`;
}
