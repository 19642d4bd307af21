import headingFontUrl from "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import {
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import faviconSvg from "../public/favicon.svg?raw";
import "./app.css";
import { homePath, languageFromPath } from "#shared/paths.ts";
import { languageInfo, themeColor } from "#shared/site.ts";
import { RouteAnnouncer } from "./components/route-announcer";
import { consentBootScript } from "./lib/cookie-consent";

/** Inline, so that before the first paint the browser fetches the page and its stylesheet and nothing
 * else: it fetches an icon it is given by URL right away (docs/decisions/009). */
const faviconDataUrl = `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`;

/** Every page has headings and the brand in the heading face: preloaded, so that it arrives within
 * `font-display: optional`'s block period and is used on the first paint (docs/decisions/060). */
export const links: LinksFunction = () => [
  { rel: "preload", href: headingFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** The last element before the scripts; the first paint waits for it. */
const pageEndId = "page-end";

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  return (
    // The boot script may add data-consent to <html> before React hydrates.
    <html lang={languageInfo[language].htmlLang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href={faviconDataUrl} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* No paint before the whole page is parsed: a slow phone would paint half a header, half a
            footer or half the cookie banner and then move it (docs/decisions/009). */}
        <link rel="expect" href={`#${pageEndId}`} blocking="render" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: consentBootScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <div id={pageEndId} hidden />
        {/* New pages start at the top, Back and Forward return to where the reader was, and a
            language switch keeps the place (preventScrollReset on its links). */}
        <ScrollRestoration />
        {/* The build moves these behind the first paint (build-steps/defer-scripts.ts). */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the moment the page became interactive: a styling hook, and what tests wait for.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // The web manifest joins after the first paint: Chromium fetches it at once, on a connection of its
  // own, and nothing on screen needs it (docs/decisions/009).
  useEffect(() => {
    const manifest = Object.assign(document.createElement("link"), {
      rel: "manifest",
      href: "/site.webmanifest",
    });
    document.head.append(manifest);
    return () => manifest.remove();
  }, []);
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
    </>
  );
}

/** Shown by the SPA fallback file while the app starts on a path that was not pre-rendered. */
export function HydrateFallback() {
  return null;
}

/** A render error must never leave a blank page: say so in both languages and link home. */
export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-semibold">Something went wrong · Något gick fel</h1>
      <p className="mt-4">
        <a className="underline" href={homePath}>
          Go to the home page · Till startsidan
        </a>
      </p>
    </main>
  );
}
