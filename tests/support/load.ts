import { request as httpRequest } from "node:http";

// A small concurrent load against a running server, recording every response with its timing, so
// a fault test can say what each request saw before, during and after the fault.

export interface LoadTarget {
  name: string;
  send(signal: AbortSignal): Promise<Response>;
}

export interface Sample {
  target: string;
  /** Date.now() when the request was sent and when its response (or failure) was complete. */
  sentAt: number;
  doneAt: number;
  /** The HTTP status, or 0 when the request failed without a response (refused, reset, timed out). */
  status: number;
  contentType: string;
  location: string;
  body: string;
  failure?: string;
}

export interface Load {
  samples: Sample[];
  /** Stops sending and waits for the requests under way. */
  stop(): Promise<Sample[]>;
}

/** Each request gives up after this long: a hung request is a failure, not a pause. */
const REQUEST_TIMEOUT_MS = 8000;

/** `workers` loops, each sending the targets in turn until stopped. */
export function startLoad(targets: LoadTarget[], workers = 4): Load {
  const samples: Sample[] = [];
  let running = true;
  const worker = async (offset: number) => {
    for (let turn = offset; running; turn++) {
      const target = targets[turn % targets.length] as LoadTarget;
      samples.push(await measure(target));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const loops = Array.from({ length: workers }, (_, index) => worker(index));
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

export async function measure(target: LoadTarget): Promise<Sample> {
  const sentAt = Date.now();
  try {
    const response = await target.send(AbortSignal.timeout(REQUEST_TIMEOUT_MS));
    const body = await response.text();
    return {
      target: target.name,
      sentAt,
      doneAt: Date.now(),
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      location: response.headers.get("location") ?? "",
      body,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } })?.cause?.code;
    return {
      target: target.name,
      sentAt,
      doneAt: Date.now(),
      status: 0,
      contentType: "",
      location: "",
      body: "",
      failure: cause ?? `${(error as Error)?.name}: ${(error as Error)?.message}`,
    };
  }
}

/** Polls `check` every 100 ms until it holds; false if it never did within `ms`. */
export async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return false;
}

/** One line per sample, for an assertion message a person can read. */
export function describeSamples(samples: Sample[], since: number): string {
  return samples
    .map(
      (s) =>
        `+${s.sentAt - since}ms..+${s.doneAt - since}ms ${s.target} ${s.status || s.failure} ${s.body.slice(0, 120)}`,
    )
    .join("\n");
}

/**
 * A request on a TCP connection of its own, closed after the response: nothing is reused from a
 * keep-alive pool, so "refused" means the server accepted no new connection.
 */
export function requestOnNewConnection(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: init.method ?? "GET",
        headers: { ...init.headers, connection: "close" },
        agent: false,
        signal: init.signal,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        // The response had begun: a cut now is a cut-off response, never an error.
        incoming.on("error", (error) =>
          reject(Object.assign(new Error(error.message), { cause: { code: "CUT_OFF" } })),
        );
        incoming.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const item of [value ?? []].flat()) headers.append(name, item);
          }
          const status = incoming.statusCode ?? 0;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    // A failure keeps its code (ECONNREFUSED, ECONNRESET) where `measure` looks for it.
    outgoing.on("error", (error) =>
      reject(Object.assign(new Error(error.message), { cause: error })),
    );
    outgoing.end(init.body);
  });
}
