/** The bounce and complaint webhooks (decision 026), each there only when its setting is. An accepted
 * body is answered 202 whether or not the address is known; logs never name an address, token or secret. */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BounceEvent } from "../bounces/bounce-report.ts";
import { parseGenericEvent, parsePostmarkEvent, parseSnsMessage } from "../bounces/providers.ts";
import { createSnsVerifier, isSnsUrl } from "../bounces/sns-signature.ts";
import type { MailEventOutcome } from "../service/bounces.ts";
import type { NewsletterService } from "../service/service.ts";
import { ClientError } from "./client-error.ts";

export interface EventsRoutesOptions {
  service: NewsletterService;
  webhookSecret?: string | undefined;
  snsTopicArns?: readonly string[];
  /** NEWSLETTER_SNS_SIGNATURE_V1=allow: SHA1 signatures believed too (sns-signature.ts). */
  snsAllowSignatureV1?: boolean;
  /** BOUNCE_ADDRESS: SES reports the envelope sender, whose VERP form names the mail. */
  bounceAddress?: string | undefined;
  /** Requests per client IP per minute, or `false` (the parent registered no rate limit). */
  limit: number | false;
  log: (line: string) => void;
  /** Tests: the PEM at an SNS certificate URL (default: an HTTPS GET, sns-signature.ts). */
  fetchCertificate?: (url: string) => Promise<string>;
  /** Tests: confirms an SNS subscription (default: an HTTPS GET of its SubscribeURL). */
  confirmSubscription?: (url: string) => Promise<void>;
}

/** A bounce notification is a few kilobytes; a report mail quotes the mail it returns. */
const jsonBodyLimit = 64 * 1024;
const reportBodyLimit = 1024 * 1024;

const accepted = { status: "accepted" } as const;
const digest = (value: string) => createHash("sha256").update(value).digest();

async function getSubscribeUrl(url: string): Promise<void> {
  if (!isSnsUrl(url)) throw new Error("not an SNS URL");
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(5000) });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`SNS subscription confirmation answered HTTP ${response.status}`);
}

/** Any JSON object (each provider's parser refuses what it does not know), or a report mail's bytes. */
const jsonObject = z.looseObject({});
const reportOrObject = z.union([z.instanceof(Buffer), jsonObject]);
const malformed = () => new ClientError(400, "malformed_body");

export async function eventsRoutes(plain: FastifyInstance, options: EventsRoutesOptions) {
  const { service, log } = options;
  // This plugin's scope only; the parent's error handler answers, so each route forms its refusal here.
  plain.setValidatorCompiler(validatorCompiler);
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const config = options.limit ? { rateLimit: { max: options.limit, timeWindow: 60_000 } } : undefined;
  const logOutcome = (source: string, event: BounceEvent, outcome: MailEventOutcome) =>
    log(`newsletter: ${source} ${event.type}${event.mailId ? ` (mail ${event.mailId})` : ""}: ${outcome}`);
  // Only the bodies these routes read; everything else is 415 before a byte is parsed.
  app.removeAllContentTypeParsers();
  const json = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: jsonBodyLimit }, json);

  const secret = options.webhookSecret;
  if (secret) {
    const expected = digest(secret);
    // Digests of both: equal lengths, so neither the time taken nor an early exit tells the secret's length.
    const authorize = async (request: FastifyRequest) => {
      const token = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (!timingSafeEqual(digest(token), expected)) throw new ClientError(401, "unauthorized");
    };
    await app.register(async (plainScope) => {
      const scope = plainScope.withTypeProvider<ZodTypeProvider>();
      scope.addContentTypeParser(
        "message/rfc822",
        { parseAs: "buffer", bodyLimit: reportBodyLimit },
        (_request, body, done) => done(null, body),
      );
      const route = {
        onRequest: authorize,
        config,
        schema: { body: reportOrObject },
        schemaErrorFormatter: malformed,
      };
      scope.post("/api/newsletter/events", route, async (request, reply) => {
        const { body } = request;
        if (Buffer.isBuffer(body)) {
          for (const { event, outcome } of await service.recordReport(body)) {
            logOutcome("report mail", event, outcome);
          }
          return reply.code(202).send(accepted);
        }
        const isPostmark = typeof body.RecordType === "string";
        const generic = isPostmark ? undefined : parseGenericEvent(body);
        if (!isPostmark && !generic) throw new ClientError(400, "malformed_body");
        const source = isPostmark ? "postmark" : "webhook";
        for (const event of isPostmark ? parsePostmarkEvent(body) : [generic as BounceEvent]) {
          logOutcome(source, event, await service.recordMailEvent(event, source));
        }
        return reply.code(202).send(accepted);
      });
    });
  }

  const topicArns = options.snsTopicArns ?? [];
  if (topicArns.length > 0) {
    const verifier = createSnsVerifier({
      topicArns,
      fetchCertificate: options.fetchCertificate,
      allowSignatureV1: options.snsAllowSignatureV1,
    });
    const confirmSubscription = options.confirmSubscription ?? getSubscribeUrl;
    await app.register(async (plainScope) => {
      const scope = plainScope.withTypeProvider<ZodTypeProvider>();
      // SNS posts its JSON as text/plain.
      scope.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: jsonBodyLimit }, json);
      const route = { config, schema: { body: jsonObject }, schemaErrorFormatter: malformed };
      scope.post("/api/newsletter/events/ses", route, async (request, reply) => {
        const message = request.body;
        let refused = false;
        const verify = async (candidate: unknown) => {
          refused = !(await verifier(candidate));
          return !refused;
        };
        const result = await parseSnsMessage(message, { verify, bounceAddress: options.bounceAddress });
        if (refused) {
          log("newsletter: SNS message refused: bad signature, unknown topic or too old");
          throw new ClientError(403, "invalid_signature");
        }
        if (result.kind === "subscribe") {
          await confirmSubscription(result.subscribeUrl);
          log(`newsletter: SNS subscription to ${String(message.TopicArn)} confirmed`);
        } else if (result.kind === "events") {
          // Verified, so MessageId and Timestamp are the ones SNS signed.
          const messageId = String(message.MessageId);
          if (!(await service.firstSnsDelivery(messageId, Date.parse(String(message.Timestamp))))) {
            log(`newsletter: SNS message ${messageId} delivered again: not acted on twice`);
            return reply.code(202).send(accepted);
          }
          try {
            for (const event of result.events)
              logOutcome("SES", event, await service.recordMailEvent(event, "ses"));
          } catch (error) {
            await service.forgetSnsDelivery(messageId).catch(() => {});
            throw error;
          }
        }
        return reply.code(202).send(accepted);
      });
    });
  }
}
