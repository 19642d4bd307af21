/** A schema.org JSON-LD block. A data block: never executed, so it needs no CSP hash. */
export function JsonLd({ graph }: { graph: object[] }) {
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, built from our own content
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
