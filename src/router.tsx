import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { getGlobalStartContext } from "@tanstack/react-start";
import { createQueryClient } from "~/lib/query-client";
import { routeTree } from "./routeTree.gen";

/**
 * The Content-Security-Policy nonce src/server.ts made for this request. On the server the router
 * stamps it on every script, style and link it renders and on React's streaming scripts, and
 * writes it into `<meta property="csp-nonce">`; in the browser this is undefined and the router
 * reads the nonce back from that tag while hydrating, so styles added later carry it too.
 */
function requestNonce(): string | undefined {
  try {
    return getGlobalStartContext()?.nonce;
  } catch {
    // A router made outside a request's context (resolving a server function's redirect)
    // renders no page.
    return undefined;
  }
}

export function getRouter() {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: "intent",
    ssr: { nonce: requestNonce() },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>;
    /** What src/server.ts passes with every request (handler.fetch's context). */
    server: { requestContext: { nonce: string } };
  }
}
