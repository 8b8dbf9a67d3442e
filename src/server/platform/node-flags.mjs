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
