import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { type NewsletterPage, newsletterPages, type Page, pageSlugs, pages } from "#shared/paths.ts";
import { languages } from "#shared/site.ts";

const pageModules = {
  home: "routes/home.tsx",
  privacy: "routes/privacy.tsx",
  cookies: "routes/cookies.tsx",
  terms: "routes/terms.tsx",
  thankYou: "routes/thank-you.tsx",
  signUp: "routes/sign-up.tsx",
  confirm: "routes/confirm.tsx",
  unsubscribe: "routes/unsubscribe.tsx",
  unsubscribeLink: "routes/unsubscribe-link.tsx",
  stopCourse: "routes/stop-course.tsx",
} as const satisfies Record<Page | NewsletterPage, string>;

// The newsletter's pages exist in live builds only (NEWSLETTER_MODE=live), rendered by the server per
// request; this file runs at build time. `react-router typegen` writes their types in either mode, so
// tsc checks their modules against React Router's generated types (decision 066).
const livePages =
  process.env.NEWSLETTER_MODE === "live" || process.argv.includes("typegen") ? newsletterPages : [];

// One layout route per language (`routes/layout-en.tsx`, `routes/layout-se.tsx`): each imports only
// its own dictionary, so a page downloads the text of its language and no other. See docs/decisions/003.
export default [
  ...languages.map((language) =>
    route(language, `routes/layout-${language}.tsx`, [
      ...[...pages, ...livePages].map((page) => {
        const id = `${language}/${page}`;
        const slug = pageSlugs[page];
        return slug ? route(slug, pageModules[page], { id }) : index(pageModules[page], { id });
      }),
      // The courses (app/content/courses/): one page per course and per lesson, all pre-rendered.
      route("courses/:course", "routes/course.tsx", { id: `${language}/course` }),
      route("courses/:course/:lesson", "routes/lesson.tsx", { id: `${language}/lesson` }),
      // The glossary of Swedish tax terms (issue 36), in every newsletter mode.
      route("glossary", "routes/glossary.tsx", { id: `${language}/glossary` }),
      // The tax calculator (issue 38), outside the header and footer that SPEC.md fixes.
      route("calculator", "routes/calculator.tsx", { id: `${language}/calculator` }),
    ]),
  ),
  // Generated at build time for crawlers and agents (app/lib/discovery.ts).
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("llms.txt", "routes/llms-txt.ts"),
  // "/" and every unknown path (SPEC.md §2).
  route("*", "routes/redirect-home.tsx"),
] satisfies RouteConfig;
