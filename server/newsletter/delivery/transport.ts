/** Where rendered mail goes: an SMTP server, or, without SMTP_URL, .eml files and links in the log so a
 * newcomer can click through a sign-up with nothing else installed. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { verpAddress } from "../domain/mail-id.ts";
import type { RenderedMail } from "../mail/render-mail.ts";
import { type DkimKey, dkimSign } from "./dkim-sign.ts";
import { createSmtpSender, type HandOver } from "./smtp-sender.ts";

export interface MailTransport {
  /** Resolves once the server accepted; over SMTP `onHandOver` runs before the end-of-data mark. */
  send(mail: RenderedMail, onHandOver?: HandOver): Promise<void>;
  close(): void;
}

interface TransportOptions {
  smtpUrl: string | undefined;
  outboxDirectory: string;
  mailFrom: string;
  dkim: DkimKey | undefined;
  /** When set, each mail's envelope sender is its VERP form. */
  bounceAddress?: string;
  /** The name given in EHLO (default the machine's host name). */
  heloName?: string;
  log: (line: string) => void;
}

/** Connections to the SMTP server at once; the worker sends as many mails at once. */
export const smtpConnections = 4;

export function createTransport(options: TransportOptions): MailTransport {
  const { smtpUrl, bounceAddress, dkim } = options;
  const newline = smtpUrl ? "windows" : "unix";
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline });
  /** Signed by dkim-sign.ts: nodemailer's signer cannot oversign. */
  async function compose(mail: RenderedMail) {
    const info = await composer.sendMail({
      from: options.mailFrom,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      headers: mail.headers,
      // Shown by Content-ID in the HTML: nodemailer puts them in a multipart/related part with it.
      attachments: mail.attachments?.map((attachment) => ({ ...attachment, contentDisposition: "inline" })),
      // Bounces go to the envelope sender, not to From: this one names the mail, and From stays MAIL_FROM.
      ...(bounceAddress
        ? { envelope: { from: verpAddress(bounceAddress, mail.mailId), to: [mail.to] } }
        : {}),
    });
    const composed = info.message as Buffer;
    return {
      envelope: info.envelope as { from: string; to: string[] },
      message: dkim ? dkimSign(composed, dkim) : composed,
    };
  }
  if (smtpUrl) {
    const sender = createSmtpSender(smtpUrl, options.heloName);
    return {
      async send(mail, onHandOver = async () => undefined) {
        await sender.send(await compose(mail), onHandOver);
      },
      close: () => sender.close(),
    };
  }
  return {
    async send(mail) {
      const composed = await compose(mail);
      // The owner's alone, like the rest of data/ (decision 030): these files hold the mails' links.
      await mkdir(options.outboxDirectory, { recursive: true, mode: 0o700 });
      // Named by Message-ID: a mail written again after a crash overwrites its own file.
      const id = mail.messageId.replace(/[^A-Za-z0-9.-]/g, "");
      const file = path.join(options.outboxDirectory, `${id}.eml`);
      await writeFile(file, composed.message, { mode: 0o600 });
      const link = mail.links.signIn
        ? `console sign-in: ${mail.links.signIn}`
        : mail.links.confirm
          ? `confirm: ${mail.links.confirm}`
          : `unsubscribe: ${mail.links.unsubscribe}`;
      // The one log line with a token, on purpose: how a newcomer clicks through a sign-up without SMTP.
      options.log(
        `newsletter: no SMTP_URL, so mail ${mail.mailId} was written to ${file}; ${link} ` +
          "(this link's token is in the log: local use only)",
      );
    },
    close: () => {},
  };
}

/** A 5xx reply means "never"; anything else (4xx, a dropped connection, a timeout) may pass later. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** A permanent refusal of the recipient itself: at RCPT TO, with status 5.1.x or 5.2.1 (RFC 3463) or,
 * without one, 550/551/553. A 5.7.x "relay denied" would suppress the whole list (decision 026). */
export function recipientRefusal(error: unknown): { status: string; reply: string } | undefined {
  const { command, responseCode, response } = (error ?? {}) as Record<string, unknown>;
  if (command !== "RCPT TO" || !isPermanentFailure(error) || typeof response !== "string") return undefined;
  const enhanced = /^(\d{3})[ -](5\.(\d{1,3})\.(\d{1,3}))\b/.exec(response);
  const aboutMailbox = enhanced
    ? enhanced[3] === "1" || (enhanced[3] === "2" && enhanced[4] === "1")
    : responseCode === 550 || responseCode === 551 || responseCode === 553;
  if (!aboutMailbox) return undefined;
  return { status: enhanced ? `${enhanced[1]} ${enhanced[2]}` : String(responseCode), reply: response };
}
