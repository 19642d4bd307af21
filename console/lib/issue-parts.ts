/** The composer's subject and body fields over the one Markdown text the server keeps (a draft, an
 * issue): `# Subject`, a blank line, the body. The subject line is the server's rule (shared/console-paths.ts:
 * the first `# heading` is the subject, left out of the mail's body). */
const leadingSubject = /^#[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r\n?|\n|$)/;

export function splitIssue(markdown: string): { subject: string; body: string } {
  const match = leadingSubject.exec(markdown);
  if (!match) return { subject: "", body: markdown };
  return { subject: match[1] ?? "", body: markdown.slice(match[0].length).replace(/^(?:[ \t]*\r?\n)+/, "") };
}

/** A subject on one line (a pasted line break would end the heading). */
export function joinIssue(subject: string, body: string): string {
  const line = subject.replace(/\s+/g, " ").trim();
  return line ? `# ${line}\n\n${body}` : body;
}
