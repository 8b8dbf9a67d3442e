import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/i18n/locale";
import type { PageTimeZone } from "~/i18n/time-zone";

/**
 * What the server knows of the request it is serving: one context, opened at the entry
 * (`withRequestLog`, src/server.ts) and read by every surface. Each surface fills only its own
 * slot, for the code it calls (`withSlots`): the REST API and the server functions the language
 * of their errors, /api/auth its caller for the language of its refusals. ADR 077.
 */
export interface RequestContext {
  /** The request's id, in its log lines and its X-Request-Id; none outside the entry. */
  id?: string;
  /** Aborted when the client goes away before the response. */
  signal?: AbortSignal;
  /** The page the request renders: its language and time zone, lazily settled. */
  page?: PageSettings;
  /** Per-call state (`callState`), by the object that lives as long as the call. */
  calls: WeakMap<object, Map<symbol, unknown>>;
  /** The language errors answered now are worded in (ADR 062); English when unset. */
  errorLocale?: Locale;
  /** An /api/auth call's caller: how to find the language of its refusals, once needed. */
  authCall?: {
    headers: Headers;
    /** The signed-in person's stored choice, read only when a refusal needs it. */
    stored: () => Promise<string | null | undefined>;
    locale?: Promise<Locale>;
  };
  /**
   * The mails an /api/auth call has counted against their address's allowance before sending
   * them: its send spends the reservation, its failure gives it back (ADR 018).
   */
  reservedMails?: ReservedMail[];
}

/** One mail of an allowance, counted when its call is answered; `address` in lower case. */
export interface ReservedMail {
  kind: string;
  address: string;
  giveBack(): Promise<void>;
}

/**
 * The request's language and time zone for what it renders: from its headers until the page
 * load settles them with the signed-in person's stored choice (prepareRequestLocale). One
 * object per request, shared by every copy `withSlots` makes, so a choice settled inside a
 * server function holds for the whole page.
 */
interface PageSettings {
  readonly headers: Headers;
  locale?: Locale;
  timeZone?: PageTimeZone;
}

const store = new AsyncLocalStorage<RequestContext>();

/** The context of the request being served; undefined outside one (the server's own work). */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}

/** Serves a request with its context: at the server's entry only. */
export function inRequest<Result>(request: Request, id: string, run: () => Result): Result {
  const opened: RequestContext = {
    id,
    signal: request.signal,
    page: { headers: request.headers },
    calls: new WeakMap(),
  };
  return store.run(opened, run);
}

/**
 * Runs `run` with `slots` set over the current request's context (a context of its own outside
 * a request), so what `run` calls reads them and what runs after it does not.
 */
export function withSlots<Result>(
  slots: Pick<RequestContext, "errorLocale" | "authCall" | "reservedMails">,
  run: () => Result,
): Result {
  const current = store.getStore();
  return store.run({ ...current, calls: current?.calls ?? new WeakMap(), ...slots }, run);
}

/**
 * One named slot of per-call state, kept by an object that lives exactly as long as the call
 * (its `Request`, or the session object a page load's reads share) in the request's context,
 * and gone with either. A call without such an object, or outside any context (the server's
 * own work), keeps nothing. ADR 047, ADR 077.
 */
export function callState<T>(name: string) {
  const key = Symbol(name);
  const slotsOf = (call: object | undefined) =>
    call ? store.getStore()?.calls.get(call) : undefined;
  return {
    get(call: object | undefined): T | undefined {
      return slotsOf(call)?.get(key) as T | undefined;
    },
    set(call: object | undefined, value: T): void {
      const calls = store.getStore()?.calls;
      if (!call || !calls) return;
      let slots = calls.get(call);
      if (!slots) {
        slots = new Map();
        calls.set(call, slots);
      }
      slots.set(key, value);
    },
    delete(call: object | undefined): void {
      slotsOf(call)?.delete(key);
    },
  };
}
