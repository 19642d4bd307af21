// @vitest-environment node
/** Issue 31, point 1: the privacy and cookie policies state exactly the retentions the code enforces,
 * each figure from one source (shared/newsletter-retention.ts, decision 031). */
import { describe, expect, it } from "vitest";
import { en, enLegalText } from "#shared/i18n/en.ts";
import { se, seLegalText } from "#shared/i18n/se.ts";
import { fill, forMode } from "#shared/i18n/translate.ts";
import { newsletterRetention } from "#shared/newsletter-retention.ts";
import { confirmTokenLifetimeMs } from "../domain/tokens.ts";
import { sessionLifetimeMs } from "./operators.ts";
import {
  auditLogRetentionMs,
  mailEventRetentionMs,
  pendingRetentionMs,
  sendLogRetentionMs,
  sentMailRetentionMs,
} from "./privacy.ts";

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const month = (365.25 * day) / 12;

describe("retentions", () => {
  it("the purge and the links enforce the configured figures", () => {
    expect(pendingRetentionMs).toBe(newsletterRetention.pendingDays * day);
    expect(confirmTokenLifetimeMs).toBe(newsletterRetention.confirmLinkHours * hour);
    expect(sentMailRetentionMs).toBe(newsletterRetention.sentMailDays * day);
    expect(sendLogRetentionMs).toBe(newsletterRetention.sendLogHours * hour);
    expect(mailEventRetentionMs).toBe(Math.round(newsletterRetention.mailEventMonths * month));
    expect(auditLogRetentionMs).toBe(Math.round(newsletterRetention.auditLogMonths * month));
    expect(sessionLifetimeMs).toBe(newsletterRetention.consoleSessionHours * hour);
  });

  it.each([
    ["en", en, enLegalText, { days: "days", hours: "hours", months: "months" }],
    ["se", se, seLegalText, { days: "dagar", hours: "timmar", months: "månader" }],
  ] as const)(
    "the %s policies quote each figure through its placeholder, and no other figure",
    (_, dictionary, legalText, unit) => {
      // Each policy whole: its title and description in the dictionary, its text in the legal text.
      const privacy = JSON.stringify(forMode([dictionary.privacy, legalText.privacy], "live"));
      const cookies = JSON.stringify(forMode([dictionary.cookiePolicy, legalText.cookiePolicy], "live"));
      // No figure of the newsletter's is written out: each is a placeholder the page fills from the config.
      expect(privacy.match(/\d+ (days|hours|months|dagar|timmar|månader)/g) ?? []).toEqual([]);
      expect(cookies.match(/\d+ (hours|timmar)/g) ?? []).toEqual([]);
      const values = { ...newsletterRetention, logRetentionDays: 30 };
      const stated = fill(privacy, values) + fill(cookies, values);
      const r = newsletterRetention;
      for (const figure of [
        `${r.pendingDays} ${unit.days}`,
        `${r.confirmLinkHours} ${unit.hours}`,
        `${r.sentMailDays} ${unit.days}`,
        `${r.sendLogHours} ${unit.hours}`,
        `${r.mailEventMonths} ${unit.months}`,
        `${r.auditLogMonths} ${unit.months}`,
        `${r.consoleSessionHours} ${unit.hours}`,
      ]) {
        expect(stated).toContain(figure);
      }
      for (const name of Object.keys(newsletterRetention)) expect(stated).not.toContain(`{${name}}`);
    },
  );
});
