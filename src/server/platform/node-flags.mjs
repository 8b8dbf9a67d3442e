// Node built-ins only, and no imports: the tests, the benchmark and the build's config read this
// file as it is (plain JavaScript), beside the server's own code.

/**
 * The flags every Node process that may open PGlite starts with (ADR 080). `--liftoff-only`
 * keeps PGlite's WebAssembly on V8's baseline compiler: the optimizing one spent about 3.7 s of
 * CPU and 450 MB of memory on PostgreSQL's largest functions in the first seconds after each
 * open, for queries no faster. It touches WebAssembly alone, so a server on PostgreSQL is the
 * same with it. V8 reads its flags once at start, so they go on the command line:
 * `NODE_OPTIONS` does not carry this one.
 */
export const NODE_FLAGS = ["--liftoff-only"];

/**
 * The flags the built server starts with, wherever it runs: `npm start`, `npm run serve`, the
 * tests' and the benchmark's servers, and the image with IMAGE_FLAGS (ADR 087). Beside
 * NODE_FLAGS, the old generation capped at 384 MB: V8 sizes the cap from the host's memory (4 GB
 * on a large one) and, with a cap of 1 GB or more, lets the heap grow to four times what was live
 * after its last full collection, so a server on PGlite peaked near 770 MB with 70 MB live. On the
 * command line, so that `NODE_OPTIONS` adds flags without dropping these; a later flag on the
 * command line wins (`--max-old-space-size=0` is V8's own sizing again).
 */
export const SERVER_FLAGS = [...NODE_FLAGS, "--max-old-space-size=384"];

/**
 * The image's flags (Dockerfile): the server's, and the young generation at 2 × 16 MB where V8
 * makes it 2 × 64 MB on a large host, so that a worker on PostgreSQL stays under 300 MB in a
 * 512 MB container (ADR 089).
 */
export const IMAGE_FLAGS = [...SERVER_FLAGS, "--max-semi-space-size=16"];
