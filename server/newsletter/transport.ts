/** Where rendered mail goes: an SMTP server, or, without SMTP_URL, .eml files and links in the log so a
 * newcomer can click through a sign-up with nothing else installed. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { DkimConfig } from "./config.ts";
import type { RenderedMail } from "./mail/render-mail.ts";

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with `SendError` semantics otherwise. */
  send(mail: RenderedMail): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl: string | undefined;
  outboxDirectory: string;
  mailFrom: string;
  dkim: DkimConfig | undefined;
  log: (line: string) => void;
}

function message(mail: RenderedMail, options: TransportOptions) {
  return {
    from: options.mailFrom,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    headers: mail.headers,
    dkim: options.dkim,
  };
}

function smtpTransport(smtpUrl: string, options: TransportOptions): MailTransport {
  // A pool keeps connections open between mails: a large send does not pay a handshake per mail.
  // Timeouts bound one send well inside the worker's lease (nodemailer's defaults allow minutes).
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(message(mail, options));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(options: TransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(mail, options));
      await mkdir(options.outboxDirectory, { recursive: true });
      // Named by time and Message-ID: a mail written again after a crash overwrites its own file.
      const id = mail.messageId.replace(/[^A-Za-z0-9.-]/g, "");
      const file = path.join(options.outboxDirectory, `${id}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = mail.links.confirm
        ? `confirm: ${mail.links.confirm}`
        : `unsubscribe: ${mail.links.unsubscribe}`;
      options.log(`newsletter: mail to ${mail.to} written to ${file}; ${link}`);
    },
    close: () => transporter.close(),
  };
}

export function createTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options) : fileTransport(options);
}

/** A 5xx reply is the server saying "never": retrying would not help. Everything else (4xx, a refused
 * or dropped connection, a timeout) may pass later. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
