/** SMTP with the end-of-data mark held back until the hand-over is recorded, so a crash cannot deliver a
 * mail twice (decision 022). Its own connections: nodemailer's pool reads a message ahead of the envelope. */
import type { Socket } from "node:net";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";

/** Records the hand-over; what it resolves to runs as the end-of-data mark is let go. */
export type HandOver = () => Promise<(() => void) | undefined>;

interface PreparedMail {
  envelope: { from: string; to: string[] };
  message: Buffer;
}

/** The message, then the end once `onHandOver` resolves; no read-ahead, so the hand-over comes after. */
function heldBack(message: Buffer, onHandOver: HandOver, flushed: () => Promise<void>): Readable {
  let pushed = false;
  return new Readable({
    highWaterMark: 0,
    read() {
      if (!pushed) {
        pushed = true;
        this.push(message);
        return;
      }
      flushed()
        .then(onHandOver)
        .then(
          (released) => {
            this.push(null);
            released?.();
          },
          (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
}

/** So the end-of-data mark is written at once, not queued behind the message's tail (decision 038). */
async function socketFlushed(smtp: SMTPConnection): Promise<void> {
  const socket = (smtp as unknown as { _socket?: Socket })._socket;
  // 'drain' fires only after a write that overflowed: poll the queue instead, briefly.
  while (socket && !socket.destroyed && socket.writableLength > 0) await sleep(1);
}

export function createSmtpSender(smtpUrl: string, heloName?: string) {
  const { auth, ...server } = parseConnectionUrl(smtpUrl);
  // Timeouts bound one send well inside the worker's lease (nodemailer's defaults allow minutes).
  const options = {
    ...server,
    ...(heloName ? { name: heloName } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const idle = new Set<SMTPConnection>();
  const open = new Set<SMTPConnection>();

  async function connect(): Promise<SMTPConnection> {
    const smtp = new SMTPConnection(options);
    open.add(smtp);
    smtp.once("end", () => {
      open.delete(smtp);
      idle.delete(smtp);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        // Later errors also reach the pending send's callback; the listener keeps them from crashing.
        smtp.on("error", reject);
        smtp.connect((error) => {
          if (error) return reject(error);
          if (!auth?.user) return resolve();
          smtp.login(auth, (loginError) => (loginError ? reject(loginError) : resolve()));
        });
      });
    } catch (error) {
      smtp.close();
      throw error;
    }
    return smtp;
  }

  /** Kept once the server accepted; after a refusal or a broken stream, a new connection is safer. */
  async function sendOn(smtp: SMTPConnection, message: Readable, mail: PreparedMail): Promise<void> {
    try {
      await new Promise<void>((resolve, reject) =>
        smtp.send(mail.envelope, message, (error) => (error ? reject(error) : resolve())),
      );
      idle.add(smtp);
    } catch (error) {
      smtp.close();
      throw error;
    }
  }

  return {
    async send(mail: PreparedMail, onHandOver: HandOver): Promise<void> {
      const [kept] = idle;
      if (kept) {
        idle.delete(kept);
        const message = heldBack(mail.message, onHandOver, () => socketFlushed(kept));
        try {
          return await sendOn(kept, message, mail);
        } catch (error) {
          // A new connection only if the server had closed this one before a byte of the message went out.
          if (message.readableDidRead) throw error;
        }
      }
      const fresh = await connect();
      await sendOn(
        fresh,
        heldBack(mail.message, onHandOver, () => socketFlushed(fresh)),
        mail,
      );
    },
    close(): void {
      for (const smtp of open) smtp.quit();
    },
  };
}
