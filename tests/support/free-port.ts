import { createServer } from "node:net";

/**
 * The ports the tests hand to the servers they start: below Linux's ephemeral range (32768 and
 * up), which the kernel draws from for every outgoing connection. A port taken from that range
 * could be handed to a fetch or a database connection between this check and the server's
 * `listen` (EADDRINUSE, seen once in a run with a CPU hog); a port below it is only ever taken
 * by a listener. Each Vitest worker has a block of its own, so two workers never pick the same.
 */
const FIRST_PORT = 20_000;
const BLOCK = 500;
const BLOCKS = 16;
/** 1 to the worker count in a Vitest worker; the global setup (no pool id) takes block 0. */
const block = Number(process.env.VITEST_POOL_ID ?? 0) % BLOCKS;
let next = 0;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on right now, from this worker's block. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < BLOCK; tried++) {
    const port = FIRST_PORT + block * BLOCK + (next++ % BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(
    `no free port in ${FIRST_PORT + block * BLOCK}–${FIRST_PORT + (block + 1) * BLOCK - 1}`,
  );
}
