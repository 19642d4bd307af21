/** Amazon SNS message signatures: believed only when signed by a certificate from its topic's region's SNS
 * host, SignatureVersion 2 (1 if allowed). Anything else, any error too, is a refusal, never an exception. */
import { type KeyObject, verify, X509Certificate } from "node:crypto";

export type SnsVerifier = (message: unknown) => Promise<boolean>;

interface SnsVerifierOptions {
  /** The PEM at a (checked) certificate URL; global fetch by default. */
  fetchCertificate?: (url: string) => Promise<string>;
  /** The topics we subscribed to: any AWS account can sign a message for a topic of its own. */
  topicArns?: readonly string[];
  /** Also believe SHA1 signatures (SignatureVersion 1). */
  allowSignatureV1?: boolean;
  now?: () => number;
}

const snsHost = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;
/** A replayed message is as well signed as a fresh one; an hour covers SNS's own retries. */
export const maxMessageAgeMs = 60 * 60 * 1000;
export const maxClockSkewMs = 5 * 60 * 1000;
const maxCachedCertificates = 20;
const certificateTimeoutMs = 5000;

/** `arn:aws:sns:eu-north-1:…` → `sns.eu-north-1.amazonaws.com` (`….com.cn` in China), or undefined. */
export function snsHostOf(topicArn: unknown): string | undefined {
  const match =
    typeof topicArn === "string" ? /^arn:(aws[a-z-]*):sns:([a-z0-9-]+):\d{12}:/.exec(topicArn) : null;
  if (!match) return undefined;
  return `sns.${match[2]}.amazonaws.com${match[1] === "aws-cn" ? ".cn" : ""}`;
}

/** Where a signing certificate or a subscription link may be: https on an SNS host (`host` when given). */
export function isSnsUrl(value: unknown, pathEnding = "", host?: string): value is string {
  const url = typeof value === "string" ? URL.parse(value) : null;
  return (
    url !== null &&
    url.protocol === "https:" &&
    snsHost.test(url.hostname) &&
    (host === undefined || url.hostname === host) &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    url.pathname.endsWith(pathEnding)
  );
}

const confirmationFields = ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
const signedFields = new Map([
  ["Notification", ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"]],
  ["SubscriptionConfirmation", confirmationFields],
  ["UnsubscribeConfirmation", confirmationFields],
]);

/** The text SNS signs: each field as "Name\nvalue\n", in this order; Subject only when present. */
export function snsStringToSign(message: Record<string, unknown>): string | undefined {
  const fields = typeof message.Type === "string" ? signedFields.get(message.Type) : undefined;
  if (!fields) return undefined;
  let text = "";
  for (const name of fields) {
    const value = message[name];
    if (name === "Subject" && (value === undefined || value === null)) continue;
    if (typeof value !== "string") return undefined;
    text += `${name}\n${value}\n`;
  }
  return text;
}

async function fetchPem(url: string): Promise<string> {
  // No redirects: the host check above is only worth something if the answer comes from that host.
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(certificateTimeoutMs) });
  if (!response.ok) throw new Error(`SNS signing certificate ${url}: HTTP ${response.status}`);
  return response.text();
}

export function createSnsVerifier(options: SnsVerifierOptions = {}): SnsVerifier {
  const fetchCertificate = options.fetchCertificate ?? fetchPem;
  const now = options.now ?? Date.now;
  // SNS signs with a handful of certificates that change rarely: keep the last few, not one per message.
  const keys = new Map<string, KeyObject>();

  async function signingKey(url: string): Promise<KeyObject> {
    const cached = keys.get(url);
    if (cached) return cached;
    const key = new X509Certificate(await fetchCertificate(url)).publicKey;
    const oldest = keys.keys().next().value;
    if (keys.size >= maxCachedCertificates && oldest !== undefined) keys.delete(oldest);
    keys.set(url, key);
    return key;
  }

  return async (message) => {
    try {
      if (typeof message !== "object" || message === null || Array.isArray(message)) return false;
      const fields = message as Record<string, unknown>;
      const { Signature, SignatureVersion, SigningCertURL, Timestamp, TopicArn } = fields;
      const v1 = SignatureVersion === "1" && options.allowSignatureV1 === true;
      const digest = SignatureVersion === "2" ? "sha256" : v1 ? "sha1" : undefined;
      const text = snsStringToSign(fields);
      if (!digest || text === undefined || typeof Signature !== "string") return false;
      const host = snsHostOf(TopicArn);
      if (!host || !isSnsUrl(SigningCertURL, ".pem", host)) return false;
      if (options.topicArns && !options.topicArns.includes(String(TopicArn))) return false;
      const sentAt = typeof Timestamp === "string" ? Date.parse(Timestamp) : Number.NaN;
      const age = now() - sentAt;
      if (!(age <= maxMessageAgeMs && age >= -maxClockSkewMs)) return false;
      const key = await signingKey(SigningCertURL);
      return verify(digest, Buffer.from(text, "utf8"), key, Buffer.from(Signature, "base64"));
    } catch {
      return false;
    }
  };
}
