/** React Router's server entry, for the pre-render and, in live builds, the newsletter's pages that the
 * Node server renders per request (docs/decisions/061). As the default entry, with two differences:
 * every page waits for all its content (the pages are small and nothing streams in later), and a page
 * rendered per request carries its response's CSP nonce on React Router's inline scripts. */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { nonceOf } from "#shared/newsletter-forms.ts";

// The server builds each request's context with the build's own keys (server/newsletter/http/page-routes.ts).
export { loadContext } from "#shared/newsletter-forms.ts";

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: RouterContextProvider,
) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  // HEAD: GET's status and headers, no body (nothing rendered).
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const nonce = nonceOf(context) || undefined;
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
