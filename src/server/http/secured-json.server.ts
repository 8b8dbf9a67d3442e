import { FastResponse } from "srvx";
import { currentRequestId } from "./request-log.server";
import { markSecured, securedJsonHeaders } from "./security-headers.server";

// The hot paths' answers (`/api/v1/me`, get-session from the session cache): one srvx
// FastResponse made with every header, which Node writes as one string with its length instead
// of reading a stream and sending it chunked, and which no layer on the way out opens (ADR 034).

const HEADERS = { plain: securedJsonHeaders(false), secure: securedJsonHeaders(true) };

/**
 * A JSON answer that no cache keeps, with the security headers and the request's X-Request-Id
 * already set and marked so (`markSecured`). `secureOrigin`: APP_URL is HTTPS.
 */
export function securedJsonResponse(
  body: string,
  secureOrigin: boolean,
  headers?: Record<string, string>,
): Response {
  const id = currentRequestId();
  return markSecured(
    new FastResponse(body, {
      status: 200,
      headers: {
        ...(secureOrigin ? HEADERS.secure : HEADERS.plain),
        ...headers,
        ...(id === undefined ? {} : { "x-request-id": id }),
      },
    }),
  );
}
