/** The courses as the live newsletter mails them, rendered as their pages are. Written by the build, as
 * the site's modules need Vite, which the Node server does not run; the server reads the file at start
 * (decision 036), so it always matches the pages it ships with. */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";
import type { CourseLibrary, CourseSlug } from "#shared/course-catalogue.ts";
import type { Language } from "#shared/site.ts";
import { courseLibraryFile } from "../server/build-paths.ts";
import type { LibraryCourse, MailLibrary } from "../server/newsletter/domain/courses.ts";

type Modules = {
  readCourses: () => CourseLibrary;
  renderMarkdown: (markdown: string, language: Language, mail?: { lessonPath: string }) => string;
  coursePath: (language: Language, course: string) => string;
  lessonPath: (language: Language, course: string, lesson: string) => string;
  readCourseIllustration: (course: CourseSlug) => string;
};

/** A standalone SVG document (a mail shows it as a data: image), without the file's comments. */
function standalone(svg: string): string {
  const drawing = svg.replace(/<!--[\s\S]*?-->\s*/g, "").trim();
  return drawing.includes("xmlns=")
    ? drawing
    : drawing.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
}

const drawingsDirectory = path.join(import.meta.dirname, "../app/content/mail-drawings");

/** Gmail, Outlook and Yahoo show no SVG (issue 39); a PNG made from another SVG stops the build. */
export function mailDrawing(slug: string, svg: string): NonNullable<LibraryCourse["drawing"]> {
  const manifest = JSON.parse(readFileSync(path.join(drawingsDirectory, "manifest.json"), "utf8")) as Record<
    string,
    { svgSha256: string; width: number; height: number } | undefined
  >;
  const entry = manifest[slug];
  if (entry?.svgSha256 !== createHash("sha256").update(svg).digest("hex")) {
    throw new Error(
      `The mail drawing of ${slug} is missing or older than its SVG: run npm run mail-drawings`,
    );
  }
  const png = readFileSync(path.join(drawingsDirectory, `${slug}.png`)).toString("base64");
  return { png, width: entry.width, height: entry.height };
}

export function mailLibrary(modules: Modules): MailLibrary {
  const site = modules.readCourses();
  const library = {} as MailLibrary;
  for (const language of Object.keys(site) as Language[]) {
    library[language] = site[language].map((course) => {
      const svg = modules.readCourseIllustration(course.slug);
      const lessons = course.lessons.map(({ slug, title, markdown, incomeYears, factsChecked, quiz }) => {
        const path = modules.lessonPath(language, course.slug, slug);
        // A ::calculator line becomes a link to the calculator on this page.
        const html = modules.renderMarkdown(markdown, language, { lessonPath: path });
        return { slug, title, html, path, incomeYears, factsChecked, hasQuiz: (quiz?.length ?? 0) > 0 };
      });
      const { slug, title } = course;
      const path = modules.coursePath(language, slug);
      return { slug, title, path, illustration: standalone(svg), drawing: mailDrawing(slug, svg), lessons };
    });
  }
  return library;
}

/** Through Vite, as the content modules import what Node alone cannot; tests render real lessons too. */
export async function loadMailLibrary(): Promise<ReturnType<typeof mailLibrary>> {
  const vite = await createServer({
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = (file: string) => vite.ssrLoadModule(file);
    const modules = {
      ...(await load("/app/content/read-courses.ts")),
      ...(await load("/app/content/render-markdown.ts")),
      ...(await load("/shared/paths.ts")),
    } as Modules;
    return mailLibrary(modules);
  } finally {
    await vite.close();
  }
}

export async function writeCourseLibrary(): Promise<void> {
  writeFileSync(courseLibraryFile, JSON.stringify(await loadMailLibrary()));
  console.log(`Course library for the lesson mails: ${courseLibraryFile}`);
}
