/** A lesson's (or a course introduction's) HTML, rendered at build time from its Markdown
 * (app/content/render-markdown.ts) and typeset by the `.lesson-prose` rules in app/app.css. */
export function LessonBody({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time with raw HTML escaped
  return <div className={`lesson-prose ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
