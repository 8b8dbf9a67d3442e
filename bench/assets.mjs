// First-load bytes: what a browser downloads for a page before it is interactive, i.e. the SSR
// document, the JS and CSS it references and the JS those files import statically, counted
// raw and as the server sends them.
import { request } from "node:http";
import { gzipSync } from "node:zlib";

/**
 * GET without decompression (fetch would undo the content encoding and hide the sent size).
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
function get(url, headers = {}) {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

/** @param {string} tag @param {string} name */
const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * JS and CSS the document loads at once: script src, modulepreload, stylesheet, inline imports,
 * the modules a JSON data block lists for the entry to preload.
 * @param {string} html
 */
function referencedAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = isScript ? attribute(tag, "src") : attribute(tag, "href");
    if (!href) continue;
    if (isScript || rel === "modulepreload") js.add(href);
    else if (rel === "stylesheet") css.add(href);
  }
  // Inline module scripts may start the app with import("/assets/…") or a static import.
  for (const [, body = ""] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, asset = ""] of body.matchAll(
      /(?:import\s*\(\s*|\bfrom\s*|\bimport\s*)["'](\/assets\/[^"']+)["']/g,
    )) {
      if (asset.endsWith(".css")) css.add(asset);
      else js.add(asset);
    }
  }
  // The modules the browser entry preloads once the page has painted (src/client.tsx), listed
  // in a JSON data block rather than as <link rel="modulepreload">: loaded before the page is
  // interactive all the same.
  for (const [, body = ""] of html.matchAll(
    /<script\b[^>]*\btype="application\/json"[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    for (const [, asset = ""] of body.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(asset);
  }
  return { js: [...js], css: [...css] };
}

/**
 * The text of the document's <style> elements: styles the page has at its first paint without
 * a request, part of the document's bytes but counted with the CSS as well, so that moving
 * styles from a stylesheet into the document does not hide them.
 * @param {string} html
 */
function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map(([, text = ""]) => text)
    .join("\n");
}

/**
 * Static imports of an ES module (minified or not); dynamic import() is not a first load.
 * @param {string} source
 */
function staticImports(source) {
  const found = [];
  for (const [, specifier = ""] of source.matchAll(
    /(?:^|[;}\s)])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g,
  )) {
    found.push(specifier);
  }
  return found;
}

/**
 * Fetches one file twice: as identity (its raw size) and with `accept-encoding: br, gzip` (its
 * size on the wire and the encoding the server chose). The gzip size is computed here when the
 * server sent something else, since the targets are stated in gzip.
 * @param {string} url
 */
async function measureFile(url) {
  const raw = await get(url, { "accept-encoding": "identity" });
  if (raw.status !== 200) throw new Error(`${url}: ${raw.status}`);
  const served = await get(url, { "accept-encoding": "br, gzip" });
  if (served.status !== 200) throw new Error(`${url} (br, gzip): ${served.status}`);
  const encoding = String(served.headers["content-encoding"] ?? "identity");
  return {
    url,
    raw: raw.body.length,
    served: served.body.length,
    encoding,
    gzip: encoding === "gzip" ? served.body.length : gzipSync(raw.body, { level: 9 }).length,
    cacheControl: String(served.headers["cache-control"] ?? ""),
    text: raw.body.toString("utf8"),
  };
}

/** @typedef {Awaited<ReturnType<typeof measureFile>>} MeasuredFile */

/** @param {MeasuredFile[]} files @param {"raw" | "served" | "gzip"} key */
const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

/** @param {MeasuredFile[]} files */
function totals(files) {
  const encodings = [...new Set(files.map((f) => f.encoding))].sort();
  return {
    count: files.length,
    raw: sum(files, "raw"),
    served: sum(files, "served"),
    gzip: sum(files, "gzip"),
    encoding: encodings.join(" + ") || "none",
  };
}

/**
 * First-load bytes of one page. `cookie` signs the request in; a redirect is an error, since
 * the bytes would be another page's.
 * @param {string} baseUrl
 * @param {string} path
 * @param {string} [cookie]
 */
export async function firstLoad(baseUrl, path, cookie) {
  /** @type {Record<string, string>} */
  const headers = cookie ? { cookie } : {};
  const document = await get(`${baseUrl}${path}`, { ...headers, "accept-encoding": "identity" });
  if (document.status !== 200) {
    throw new Error(`${path}: ${document.status} ${document.headers.location ?? ""}`.trim());
  }
  const html = document.body.toString("utf8");
  const servedDocument = await get(`${baseUrl}${path}`, {
    ...headers,
    "accept-encoding": "br, gzip",
  });
  const htmlEncoding = String(servedDocument.headers["content-encoding"] ?? "identity");
  const { js, css } = referencedAssets(html);

  const jsFiles = new Map();
  const pending = js.map((href) => new URL(href, `${baseUrl}${path}`).toString());
  while (pending.length > 0) {
    const url = pending.shift();
    if (!url || jsFiles.has(url)) continue;
    const file = await measureFile(url);
    jsFiles.set(url, file);
    for (const imported of staticImports(file.text)) {
      const next = new URL(imported, url).toString();
      if (next.startsWith(baseUrl) && !jsFiles.has(next)) pending.push(next);
    }
  }
  const cssFiles = [];
  for (const href of css) cssFiles.push(await measureFile(new URL(href, baseUrl).toString()));
  const inline = Buffer.from(inlineStyles(html));
  if (inline.length > 0) {
    const gzip = gzipSync(inline, { level: 9 }).length;
    cssFiles.push({
      url: `${baseUrl}${path}#inline-styles`,
      raw: inline.length,
      served: gzip,
      encoding: "inline",
      gzip,
      cacheControl: "",
      text: "",
    });
  }

  return {
    label: path,
    html: {
      raw: document.body.length,
      served: servedDocument.body.length,
      encoding: htmlEncoding,
      gzip: gzipSync(document.body, { level: 9 }).length,
    },
    js: totals([...jsFiles.values()]),
    css: totals(cssFiles),
    // Hashed files only: their names change with their content, so they may be cached forever.
    assets: [...jsFiles.values(), ...cssFiles]
      .map((file) => ({ ...file, path: new URL(file.url).pathname }))
      .filter((file) => file.path.startsWith("/assets/"))
      .map(({ path, raw, served, encoding, cacheControl }) => ({
        path,
        raw,
        served,
        encoding,
        immutable: /\bimmutable\b/i.test(cacheControl),
      })),
  };
}
