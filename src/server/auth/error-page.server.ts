import { createHash } from "node:crypto";
import { APP_NAME } from "~/lib/brand";
import { escapeHtml } from "~/server/mail/templates/layout";

const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:'Manrope Variable',Manrope,-apple-system,'Segoe UI',Roboto,sans-serif;background:#1a1b1e;color:#e8f5ee}
main{max-width:480px;padding:32px;text-align:center}
h1{font-size:28px;margin:0 0 12px}
p{color:#c1c2c5;line-height:1.6}
code{background:#25262b;padding:2px 8px;border-radius:6px;color:#fb986f}
a{display:inline-block;margin-top:16px;background:#237a4b;color:#fff;text-decoration:none;font-weight:700;padding:10px 20px;border-radius:8px}
`;

// This page is written outside the router, which stamps the request's nonce on pages, so it
// carries its own, stricter policy: no script at all, and only its one stylesheet (by hash).
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The page the auth service shows for a failed flow; the code is echoed escaped, never as HTML. */
export function renderAuthErrorPage(code: string | null): Response {
  const shown = escapeHtml(code?.trim() ? code.slice(0, 200) : "Unknown");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authentication error · ${escapeHtml(APP_NAME)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style></head>
<body><main>
<h1>Authentication error</h1>
<p>Something went wrong while signing you in. Please try again.</p>
<p>Error code: <code>${shown}</code></p>
<a href="/">Return to Application</a>
</main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": CONTENT_SECURITY_POLICY,
    },
  });
}
