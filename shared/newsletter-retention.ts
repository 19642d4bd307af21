/** How long the live newsletter keeps what it stores: the one source of each figure. The server's purge
 * enforces them (server/newsletter/service/privacy.ts) and the privacy and cookie policies quote them
 * through placeholders (app/components/legal-page.tsx); a test holds the two together (decision 031). */
export const newsletterRetention = {
  /** A sign-up never confirmed is deleted after this many days. */
  pendingDays: 7,
  /** A confirmation link works this many hours. */
  confirmLinkHours: 48,
  /** The log of mails sent (the outbox rows, which hold the address) is kept this many days. */
  sentMailDays: 30,
  /** The hashed count of mails asked for on the site (confirmations, unsubscribe links; 3 a day at
   * most per address) is kept this many hours. */
  sendLogHours: 24,
  /** Bounce and complaint records (the address only as a hash) are kept this many months. */
  mailEventMonths: 12,
  /** The console's audit log is kept this many months. */
  auditLogMonths: 12,
  /** The console's sign-in cookie and its session last this many hours at most. */
  consoleSessionHours: 24,
} as const;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** A retention in milliseconds: months are counted as 365.25 / 12 days. */
export const retentionMs = {
  pending: newsletterRetention.pendingDays * dayMs,
  confirmLink: newsletterRetention.confirmLinkHours * hourMs,
  sentMail: newsletterRetention.sentMailDays * dayMs,
  sendLog: newsletterRetention.sendLogHours * hourMs,
  mailEvents: Math.round((newsletterRetention.mailEventMonths * 365.25 * dayMs) / 12),
  auditLog: Math.round((newsletterRetention.auditLogMonths * 365.25 * dayMs) / 12),
  consoleSession: newsletterRetention.consoleSessionHours * hourMs,
} as const;
