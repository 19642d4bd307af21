/** DKIM signing (RFC 6376, rsa-sha256, relaxed/relaxed) with oversigning, which nodemailer's lacks: a
 * List-Unsubscribe added on the way still verified (issue 39). */
import { createHash, createSign } from "node:crypto";

export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The headers signed when present (RFC 6376 §5.4.1's list and the List-* headers of RFC 2369/8058). */
const signedHeaders = (
  "From:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:" +
  "Content-Language:In-Reply-To:References:List-Id:List-Unsubscribe:List-Unsubscribe-Post:" +
  "Precedence:Auto-Submitted"
).split(":");
/** Signed once more than they occur, so that none can be added. */
const oversignedHeaders = ["From", "Subject", "List-Unsubscribe", "List-Unsubscribe-Post"];

function fieldsOf(head: string, newline: string) {
  const fields: { name: string; raw: string }[] = [];
  for (const line of head.split(newline)) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) last.raw += `${newline}${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(":")).trim().toLowerCase(), raw: line });
  }
  return fields;
}

const relaxedHeader = (name: string, raw: string) =>
  `${name}:${raw
    .slice(raw.indexOf(":") + 1)
    .replace(/\r?\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim()}\r\n`;

function relaxedBody(body: string, newline: string): string {
  const lines = body.split(newline).map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

/** The message with a DKIM-Signature header in front. Works with CRLF (SMTP) and LF (files) alike. */
export function dkimSign(message: Buffer, key: DkimKey): Buffer {
  const text = message.toString("latin1");
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const split = text.indexOf(`${newline}${newline}`);
  const head = split < 0 ? text : text.slice(0, split);
  const body = split < 0 ? "" : text.slice(split + 2 * newline.length);
  const bodyHash = createHash("sha256").update(relaxedBody(body, newline), "latin1").digest("base64");
  const fields = fieldsOf(head, newline);
  const names: string[] = [];
  let signed = "";
  for (const wanted of signedHeaders) {
    const name = wanted.toLowerCase();
    // From the bottom up, as a verifier takes them (RFC 6376 §5.4.2).
    const present = fields.filter((field) => field.name === name).reverse();
    for (const field of present) {
      names.push(wanted);
      signed += relaxedHeader(name, field.raw);
    }
    if (oversignedHeaders.includes(wanted)) names.push(wanted);
  }
  const tags = [
    "v=1",
    "a=rsa-sha256",
    "c=relaxed/relaxed",
    `d=${key.domainName}`,
    `s=${key.keySelector}`,
    `h=${names.join(":")}`,
    `bh=${bodyHash}`,
    "b=",
  ];
  // Folded between tags only: unfolded and relaxed, each fold reads as the one space it replaced.
  const header = `DKIM-Signature: ${tags.join(`;${newline} `)}`;
  signed += relaxedHeader("dkim-signature", header).replace(/\r\n$/, "");
  const signature = createSign("RSA-SHA256").update(signed, "latin1").sign(key.privateKey, "base64");
  // Whitespace inside b= is ignored (RFC 6376 §3.5), so the signature folds anywhere.
  const folded = `${header}${signature.replace(/(.{72})(?=.)/g, `$1${newline} `)}`;
  return Buffer.concat([Buffer.from(`${folded}${newline}`, "latin1"), message]);
}
