/** A confirmation, welcome or unsubscribe-link mail differs from reader to reader only in its links'
 * tokens: each wording (kind, language, choices) is rendered once, with marks where the tokens go, and
 * each reader's mail is that with their tokens. Rendering (React, then html-to-text) was 0.13 ms of the
 * server's thread per sign-up under a flood (decision 061, 2026-11-26). */
import type { MailLibrary } from "../domain/courses.ts";
import type { LinkKey } from "../domain/tokens.ts";
import type { MailPayload } from "../storage/outbox-queue.ts";
import {
  listHeaders,
  type MailRow,
  type RenderedMail,
  renderMail,
  tokenMarks,
  tokensOf,
} from "./render-mail.ts";

export const subscriberMailKinds: ReadonlySet<string> = new Set(["confirm", "welcome", "unsubscribe-link"]);

const confirmMark = "ConfirmTokenMark".padEnd(43, "c");
const cacheSize = 64;
const wordings = new Map<string, RenderedMail>();
const libraryIds = new WeakMap<MailLibrary, number>();
let nextLibraryId = 0;

/** A course library's number, for cache keys: a test's library is not the site's. */
export function libraryId(courses: MailLibrary | undefined): number {
  if (!courses) return -1;
  if (!libraryIds.has(courses)) libraryIds.set(courses, nextLibraryId++);
  return libraryIds.get(courses) ?? -1;
}

/** renderMail's mail for one of subscriberMailKinds, its wording rendered once. */
export function renderSubscriberMail(
  row: MailRow,
  publicOrigin: string,
  key: LinkKey,
  courses?: MailLibrary,
): RenderedMail {
  const payload = JSON.parse(row.payload) as MailPayload;
  const tokens = tokensOf(row, payload, key);
  if (!tokens.unsubscribe) throw new Error(`Mail ${row.id} has no unsubscribe token`);
  if (row.kind === "confirm" && !tokens.confirm) throw new Error(`Mail ${row.id} has no confirm token`);
  const wording = [row.kind, row.language, publicOrigin, libraryId(courses), JSON.stringify(payload.choices)];
  const cacheKey = wording.join("\u0000");
  let marked = wordings.get(cacheKey);
  if (!marked) {
    // The raw tokens of a payload from before decision 030: here, the marks.
    const markedPayload = {
      choices: payload.choices,
      confirmToken: confirmMark,
      unsubscribeToken: tokenMarks.unsubscribe,
    };
    marked = renderMail(
      { ...row, payload: JSON.stringify(markedPayload) },
      publicOrigin,
      key,
      undefined,
      courses,
    );
    wordings.set(cacheKey, marked);
    if (wordings.size > cacheSize) wordings.delete(wordings.keys().next().value as string);
  }
  const unsubscribe = encodeURIComponent(tokens.unsubscribe);
  const fill = (text: string) =>
    text
      .replaceAll(confirmMark, encodeURIComponent(tokens.confirm ?? ""))
      .replaceAll(tokenMarks.unsubscribe, unsubscribe);
  const links = Object.fromEntries(
    Object.entries(marked.links).map(([name, url]) => [name, url && fill(url)]),
  );
  return {
    to: row.recipient,
    subject: marked.subject,
    html: fill(marked.html),
    text: fill(marked.text),
    messageId: row.message_id,
    mailId: row.id,
    headers: listHeaders(publicOrigin, unsubscribe, row),
    links,
  };
}
