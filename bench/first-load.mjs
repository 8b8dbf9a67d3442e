// `npm run bench:first-load`: the first-load bytes stage of `npm run bench` alone, for a quick
// before-and-after of a change to what pages load (the issue-30 budget is stated in JS gzip).
// It builds like `npm run bench` (BENCH_BUILD applies), starts the built server on PGlite, signs
// a new user in and prints, for /, /login and /dashboard, the same figures as the benchmark's
// first-load table. Nothing is written.
import { firstLoad } from "./assets.mjs";
import { ensureBuilt, log, runMain, signIn, snapshotBuild, startApp } from "./lib.mjs";

const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

await runMain(async () => {
  ensureBuilt();
  snapshotBuild();
  const app = await startApp("app on PGlite", {});
  const cookie = await signIn(app);
  const pages = [
    await firstLoad(app.url, "/"),
    await firstLoad(app.url, "/login"),
    await firstLoad(app.url, "/dashboard", cookie),
  ];
  log("first-load bytes (kB = 1,000 bytes)");
  console.log(
    "| page | JS files | JS raw (kB) | JS gzip (kB) | JS gzip (bytes) | CSS gzip (kB) | HTML gzip (kB) |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const page of pages) {
    console.log(
      `| ${page.label} | ${page.js.count} | ${kb(page.js.raw)} | ${kb(page.js.gzip)} | ${page.js.gzip} | ${kb(page.css.gzip)} | ${kb(page.html.gzip)} |`,
    );
  }
});
