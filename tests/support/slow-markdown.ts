/** An issue within both Markdown bounds (at most 14 levels of quoted lists, 96 KB) that still takes
 * marked about a second on this machine when quiet, more under load: on the server's own thread it
 * would hold up every other request that long (issue 31). */
export const slowButAllowedIssue = `# Quoted lists\n\n${Array.from({ length: 6000 }, (_, i) => `${"> - ".repeat(i % 8)}x`).join("\n")}`;
