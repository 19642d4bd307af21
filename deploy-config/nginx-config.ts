/** The nginx `server` block that serves the build as the Node server does. */
import { existsSync } from "node:fs";
import { newsletterPages, pageSlugs } from "#shared/paths.ts";
import { languages } from "#shared/site.ts";
import {
  allowedMethods,
  apiPrefix,
  cacheControlFor,
  consolePath,
  contentTypes,
  defaultContentType,
  homePath,
  hostConfigFiles,
  immutablePrefix,
  maxUrlLength,
  precompressedSuffixes,
  rejectedTargetPatterns,
  revalidateCacheControl,
  securityHeaders,
  trailingSlashStatus,
  unknownPathStatus,
} from "../server/serving-rules.ts";

/** Debian installs nginx in /usr/sbin, which a non-root PATH often lacks; NGINX_PATH overrides. */
export const nginxBinary =
  process.env.NGINX_PATH ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
/** Debian's `libnginx-mod-http-brotli-static`: serves the build's `.br` files. */
export const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export type NginxSite = {
  /** Absolute path of the deployed build/client. */
  root: string;
  listen: string;
  /** Page paths without a trailing slash (`/en/privacy`). */
  pages: readonly string[];
  scriptHashes: readonly string[];
  /** Serve the `.br` files too: needs the brotli_static module loaded (`load_module`). */
  brotli: boolean;
  /** With the live newsletter: the Node server (`npm start`) that answers its API, e.g. `http://127.0.0.1:3000`. */
  apiUpstream?: string;
  /** Where this site's logs go (Debian's default files unless set). */
  logs?: { access: string; error: string };
};

const defaultLogs = { access: "/var/log/nginx/access.log", error: "/var/log/nginx/error.log" };

/** http-level lines before the server block: an access log format with the path but not the query,
 * where confirm and unsubscribe links carry their token, nor the Referer, which such a page sends whole. */
const logFormat = `map $request_uri $skattlyktan_path {
    "~^(?<path>[^?]*)" $path;
}
log_format skattlyktan_no_query '$remote_addr [$time_local] "$request_method $skattlyktan_path $server_protocol" '
                                '$status $body_bytes_sent $request_time "$http_user_agent"';
`;

// nginx reads `\\` in a quoted string as `\`, and keeps any other backslash as it is.
const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

// nginx reads at most 4096 bytes as one parameter, and the CSP grows a hash for each pre-rendered
// page's inline loader data: a longer value is kept in maps of smaller pieces, joined where it is sent.
const maxParameter = 3000;

function headerValues(values: Record<string, string>): { maps: string[]; sent: Record<string, string> } {
  const maps: string[] = [];
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value.length <= maxParameter) {
      sent[name] = quote(value);
      continue;
    }
    const base = `skattlyktan_${name.toLowerCase().replace(/[^a-z0-9]/g, "_")}`;
    const pieces = value.match(new RegExp(`[^]{1,${maxParameter}}`, "g")) ?? [];
    for (const [index, piece] of pieces.entries()) {
      maps.push(`map $host $${base}_${index} { default ${quote(piece)}; }`);
    }
    sent[name] = `"${pieces.map((_, index) => `\${${base}_${index}}`).join("")}"`;
  }
  return { maps, sent };
}

function mimeTypes(): { types: string[]; charsetTypes: string[] } {
  const extensions = new Map<string, string[]>();
  for (const [extension, contentType] of Object.entries(contentTypes)) {
    extensions.set(contentType, [...(extensions.get(contentType) ?? []), extension.slice(1)]);
  }
  const types = [...extensions].map(([type, names]) => `${type.split(";")[0]} ${names.join(" ")};`);
  // text/html is always in charset_types; naming it again is a warning.
  const charsetTypes = [...extensions.keys()].filter(
    (type) => type.includes("charset=utf-8") && !type.startsWith("text/html"),
  );
  return { types, charsetTypes: charsetTypes.map((type) => type.split(";")[0] ?? type) };
}

/** The live newsletter's pages and their `.data` requests: rendered per request by Node (decision 061). */
const livePagesPattern = `^/(${languages.join("|")})/(${newsletterPages.map((page) => pageSlugs[page]).join("|")})(\\.data)?$`;

/** Node's headers (the CSP lists every script hash) outgrow nginx's default 4 KB buffer: a 502. */
function proxied(match: string, upstream: string, own: string[]): string {
  const lines = [
    ...own,
    `proxy_pass ${upstream};`,
    "proxy_set_header Host $host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Forwarded-Proto $scheme;",
    "proxy_buffer_size 16k;",
    "proxy_buffers 8 16k;",
  ];
  return `    location ${match} {\n${lines.map((line) => `        ${line}`).join("\n")}\n    }\n`;
}

/** What the Node server answers with the live newsletter. The API's security headers are nginx's (Node's
 * hidden); the pages and console send their own (a nonce in the CSP; the preview's differs, decision 028),
 * so their own X-Robots-Tag `add_header` stops them inheriting the server's set, sent twice otherwise. */
function liveLocations(upstream: string, errorLog: string, headers: string[]): string {
  const errors = `error_log ${quote(errorLog)} crit;`;
  const robots = (value: string) => [
    errors,
    `add_header X-Robots-Tag ${quote(value)} always;`,
    "proxy_hide_header X-Robots-Tag;",
  ];
  const hidden = Object.keys(securityHeaders([])).map((name) => `proxy_hide_header ${name};`);
  return [
    proxied(`^~ ${apiPrefix}`, upstream, [
      "# nginx writes the whole request line, query included, into every error it logs; here a failing",
      "# upstream would log an unsubscribe token. The Node server logs its own errors, without it.",
      errors,
      ...headers,
      ...hidden,
    ]),
    proxied(`~ ${quote(livePagesPattern)}`, upstream, robots("noindex")),
    proxied(`= ${consolePath}`, upstream, robots("noindex, nofollow")),
    proxied(`^~ ${consolePath}/`, upstream, robots("noindex, nofollow")),
  ].join("");
}

/** A location inherits the server's `add_header`s only if it sets none: the two that serve files set it
 * whole with their own Cache-Control. `always` puts them on redirects and errors too. */
export function nginxServerBlock(site: NginxSite): string {
  const security = headerValues(securityHeaders(site.scriptHashes));
  const headers = (cacheControl?: string) =>
    Object.entries({
      ...security.sent,
      ...(cacheControl ? { "Cache-Control": quote(cacheControl) } : {}),
    }).map(([name, value]) => `add_header ${name} ${value} always;`);
  const indented = (lines: string[], indent: string) => lines.map((line) => `${indent}${line}`).join("\n");
  const serve = (match: string, tryFiles: string, cacheControl: string) =>
    `    location ${match} {\n${indented([...headers(cacheControl), `try_files ${tryFiles};`], "        ")}\n    }`;
  const home = `return ${unknownPathStatus} ${homePath};`;
  const hostFiles = hostConfigFiles.map((file) => `/${file}`).join("|");
  const suffixes = precompressedSuffixes.map((suffix) => suffix.slice(1)).join("|");
  const { types, charsetTypes } = mimeTypes();
  const logs = site.logs ?? defaultLogs;

  return `# Generated by deploy-config/write-deploy-config.ts from server/serving-rules.ts: edit those, not this.
# Include it in the http block; set root (the deployed build/client) and listen, and terminate TLS.
${logFormat}
${security.maps.map((line) => `${line}\n`).join("")}server {
    listen ${site.listen};
    server_name _;
    root ${quote(site.root)};
    access_log ${quote(logs.access)} skattlyktan_no_query;

    server_tokens off;
    absolute_redirect off;
    disable_symlinks on;
    sendfile on;
    # No open_file_cache: with it, Debian's brotli_static skipped the .br file on some keep-alive requests.
    etag on;
    # The build pre-compresses every text file (build-steps/precompress.ts); nothing is compressed per request.
    gzip_static on;
    gzip_vary on;
${site.brotli ? "    brotli_static on;\n" : ""}    charset utf-8;
    charset_types ${charsetTypes.join(" ")};
    types {
${types.map((line) => `        ${line}`).join("\n")}
    }
    default_type ${defaultContentType};

${indented(headers(revalidateCacheControl), "    ")}
    add_header Allow ${quote(allowedMethods.join(", "))} always;

    # GET and HEAD only${site.apiUpstream ? `, but for the newsletter's API (${apiPrefix}), pages and console (${consolePath}), which the Node server answers` : ""}.
    set $method_allowed 0;
    if ($request_method ~ ^(${allowedMethods.join("|")})$) { set $method_allowed 1; }
${
  site.apiUpstream
    ? `    if ($uri ~ ^${apiPrefix}) { set $method_allowed 1; }
    if ($uri ~ ^${consolePath}(/|$)) { set $method_allowed 1; }
    if ($uri ~ ${quote(livePagesPattern)}) { set $method_allowed 1; }
`
    : ""
}    if ($method_allowed = 0) { return 405; }
    if ($request_uri ~ ${quote(`^.{${maxUrlLength + 1},}`)}) { return 414; }
${rejectedTargetPatterns.map((pattern) => `    if ($request_uri ~* ${quote(pattern)}) { ${home} }`).join("\n")}

    # "/" holds React Router's SPA fallback, never served.
    location = / { ${home} }
${site.pages.map((page) => `    location = ${page}/ { return ${trailingSlashStatus} ${page}$is_args$args; }`).join("\n")}
    # Any other trailing slash, any .html by name, dotfiles, the static hosts' files, pre-compressed files.
    location ~ (/|\\.html|\\.(${suffixes}))$|/\\.|^(${hostFiles})$ { ${home} }
${site.apiUpstream ? liveLocations(site.apiUpstream, logs.error, headers()) : ""}${serve(immutablePrefix, "$uri @home", cacheControlFor(immutablePrefix))}
    # A page is served from its index.html without a redirect; anything unknown goes home.
${serve("/", "$uri $uri/index.html @home", revalidateCacheControl)}
    location @home { ${home} }
}
`;
}

/** A throw-away nginx.conf with everything under `prefix`. As root, the workers stay root: "nobody"
 * (nginx's default) may not read a checkout under /root. */
export function nginxMainConfig(
  prefix: string,
  serverBlock: string,
  workers: number,
  asRoot: boolean,
  modules: readonly string[] = [],
): string {
  return `${modules.map((module) => `load_module ${module};\n`).join("")}${asRoot ? "user root root;\n" : ""}worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${prefix}/access.log;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
${serverBlock}}
`;
}
