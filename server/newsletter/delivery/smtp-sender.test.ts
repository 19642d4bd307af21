// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { createSmtpSender } from "./smtp-sender.ts";

function mail(subject: string) {
  return {
    envelope: { from: "newsletter@skattlyktan.example", to: ["ada@example.com"] },
    message: Buffer.from(
      `From: newsletter@skattlyktan.example\r\nTo: ada@example.com\r\nSubject: ${subject}\r\n\r\n.A line that starts with a dot.\r\n`,
    ),
  };
}

describe("SMTP sender with the end-of-data mark held back", () => {
  let smtp: TestSmtpServer;
  let sender: ReturnType<typeof createSmtpSender>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
    smtp.connections = 0;
    smtp.closedConnections = 0;
    sender = createSmtpSender(smtp.url);
  });
  afterEach(() => sender.close());
  afterAll(() => smtp.close());

  it("has the server accept the mail only after the hand-over was recorded", async () => {
    let seenDuringHandOver = -1;
    await sender.send(mail("First"), async () => {
      // The server has the whole message (all but the 4 bytes it keeps back), all but the mark.
      await vi.waitFor(() => expect(smtp.receiving).toContain(".A line that starts with a do"));
      seenDuringHandOver = smtp.messages.length;
    });
    expect(seenDuringHandOver).toBe(0);
    expect(smtp.messages.map((message) => [message.subject, message.text])).toEqual([
      ["First", ".A line that starts with a dot.\n"],
    ]);
  });

  it("leaves the server without the mail when the hand-over cannot be recorded, then sends the next", async () => {
    await expect(
      sender.send(mail("Lost lease"), async () => {
        throw new Error("lease lost");
      }),
    ).rejects.toThrow("lease lost");
    // The server saw the connection end mid-message: nothing more can arrive from it.
    await vi.waitFor(() => expect(smtp.closedConnections).toBe(1));
    expect(smtp.messages).toHaveLength(0);

    await sender.send(mail("Next"), async () => {});
    expect(smtp.messages.map((message) => message.subject)).toEqual(["Next"]);
  });

  it("greets with SMTP_HELO_NAME when it is set", async () => {
    const named = createSmtpSender(smtp.url, "mail.skattlyktan.example");
    try {
      smtp.heloNames.length = 0;
      await named.send(mail("Named"), async () => {});
      expect(smtp.heloNames).toEqual(["mail.skattlyktan.example"]);
    } finally {
      named.close();
    }
  });

  it("keeps its connections for the next mails, several at once", async () => {
    await Promise.all(["A", "B", "C", "D"].map((subject) => sender.send(mail(subject), async () => {})));
    await Promise.all(["E", "F"].map((subject) => sender.send(mail(subject), async () => {})));
    expect(smtp.messages.map((message) => message.subject).sort()).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(smtp.connections).toBe(4);
  });
});
