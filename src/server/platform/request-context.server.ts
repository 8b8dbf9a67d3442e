import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/i18n/locale";

/**
 * What the server knows of the request it is serving: one context, opened at the entry
 * (`withRequestLog`, src/server.ts) and read by every surface. Each surface fills only its own
 * slot, for the code it calls (`withSlots`): the REST API and the server functions the language
 * of their errors, /api/auth its caller for the language of its refusals.
 */
export interface RequestContext {
  /** The request's id, in its log lines and its X-Request-Id; none outside the entry. */
  id?: string;
  /** Aborted when the client goes away before the response. */
  signal?: AbortSignal;
  /** The language errors answered now are worded in (ADR 062); English when unset. */
  errorLocale?: Locale;
  /** An /api/auth call's caller: how to find the language of its refusals, once needed. */
  authCall?: {
    headers: Headers;
    /** The signed-in person's stored choice, read only when a refusal needs it. */
    stored: () => Promise<string | null | undefined>;
    locale?: Promise<Locale>;
  };
}

const store = new AsyncLocalStorage<RequestContext>();

/** The context of the request being served; undefined outside one (the server's own work). */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}

/** Serves a request with its context: at the server's entry only. */
export function inRequest<Result>(context: RequestContext, run: () => Result): Result {
  return store.run(context, run);
}

/**
 * Runs `run` with `slots` set over the current request's context (a context of its own outside
 * a request), so what `run` calls reads them and what runs after it does not.
 */
export function withSlots<Result>(
  slots: Pick<RequestContext, "errorLocale" | "authCall">,
  run: () => Result,
): Result {
  return store.run({ ...store.getStore(), ...slots }, run);
}
