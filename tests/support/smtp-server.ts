/** A real SMTP server for the tests, on 127.0.0.1 and a free port, keeping every message it accepts. */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  url: string;
  messages: ParsedMail[];
  /** Each message in `messages` exactly as it arrived (for a DKIM verifier). */
  raws: Buffer[];
  /** The envelope of each message in `messages`: MAIL FROM and RCPT TO, as the server saw them. */
  envelopes: { from: string; to: string[] }[];
  /** Every command line as the client sent it ("RCPT TO:<a@xn--…>"), before the server decodes it. */
  commands: string[];
  /** The name each transaction's client gave in EHLO/HELO. */
  heloNames: string[];
  /** SMTP sessions opened so far (a test may set it back to 0), and those ended since. */
  connections: number;
  closedConnections: number;
  /** The message under way, as far as it has arrived (the server keeps the last 4 bytes back until it
   * sees whether they end the data); emptied when a message is accepted. */
  receiving: string;
  /** Every later transaction is refused with this reply code (e.g. 421) until set back to undefined. */
  refuseWith: number | undefined;
  /** Every later RCPT TO, or every message at its end-of-data mark, is refused with this reply (e.g.
   * "550 5.1.1 No such user") until set back to undefined. */
  refuseRecipientsWith: string | undefined;
  refuseDataWith: string | undefined;
  /** The messages to one address so far (its To, compared whole and without case). */
  mailsTo(address: string): ParsedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** `port` 0 (the default) picks a free one. */
export async function startSmtpServer({ port = 0 } = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const replyError = (reply: string) =>
    Object.assign(new Error(reply.slice(4)), { responseCode: Number(reply.slice(0, 3)) });
  const state: TestSmtpServer = {
    url: "",
    messages,
    raws: [],
    envelopes: [],
    commands: [],
    heloNames: [],
    connections: 0,
    closedConnections: 0,
    receiving: "",
    refuseWith: undefined,
    refuseRecipientsWith: undefined,
    refuseDataWith: undefined,
    mailsTo: (address) =>
      messages.filter((mail) =>
        [mail.to ?? []]
          .flat()
          .some((to) => to.value.some((each) => each.address?.toLowerCase() === address.toLowerCase())),
      ),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${messages.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return messages;
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Only to see the commands as they came over the wire: smtp-server decodes punycode domains.
    logger: {
      level: () => "debug",
      trace: () => {},
      debug: (meta: { tnx?: string }, _label: string, line: string) => {
        if (meta?.tnx === "command") state.commands.push(String(line));
      },
      info: () => {},
      warn: () => {},
      error: () => {},
      fatal: () => {},
    } as never,
    disableReverseLookup: true,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onClose() {
      state.closedConnections++;
    },
    onMailFrom(_address, session, callback) {
      state.heloNames.push(session.hostNameAppearsAs);
      if (state.refuseWith) {
        const error = Object.assign(new Error("Try again later"), { responseCode: state.refuseWith });
        return callback(error);
      }
      callback();
    },
    onRcptTo(_address, _session, callback) {
      callback(state.refuseRecipientsWith ? replyError(state.refuseRecipientsWith) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      state.receiving = "";
      stream.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        state.receiving += chunk.toString();
      });
      simpleParser(stream)
        .then((mail) => {
          if (state.refuseDataWith) return callback(replyError(state.refuseDataWith));
          const { mailFrom, rcptTo } = session.envelope;
          state.envelopes.push({
            from: mailFrom ? mailFrom.address : "",
            to: rcptTo.map((recipient) => recipient.address),
          });
          messages.push(mail);
          state.raws.push(Buffer.concat(chunks));
          state.receiving = "";
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-session (a killed worker) resets its connection: not the server's problem.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  if (typeof address !== "object" || address === null) throw new Error("SMTP server has no port");
  state.url = `smtp://127.0.0.1:${address.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
