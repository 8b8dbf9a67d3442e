import { createHash } from "node:crypto";
import { isValidIP, normalizeIP } from "@better-auth/core/utils/ip";
import type { AuthLimits } from "~/env.server";
import type {
  RateLimitDecision,
  RateLimitRule,
  RateLimitStore,
} from "~/server/platform/rate-limit.server";
import {
  currentRequest,
  type ReservedMail,
  withSlots,
} from "~/server/platform/request-context.server";
import { CLIENT_IP_HEADER } from "./client-ip.server";

// Who may make the auth calls how often (ADR 014, ADR 018). Better Auth counts every call per
// client IP; the counts here are the product's own: mails per address, password attempts per
// address and per user. A mail counts when it is about to be sent, or when the call that sends it
// later is answered (`reserve`); a call that is refused (cross-site, malformed, "Email is the
// same") never spends anyone's allowance.

/** The mails the product sends to an address, each carrying a link. */
export type MailKind =
  | "magic-link"
  | "reset-password"
  | "verify-email"
  | "change-email"
  | "delete-account"
  | "invitation";

/** The network a request comes from: its client IP, or the /64 of an IPv6 address. */
export function networkOf(headers: Headers | undefined): string {
  const ip = headers?.get(CLIENT_IP_HEADER);
  if (!ip || !isValidIP(ip)) return "unknown";
  return normalizeIP(ip, { ipv6Subnet: 64 });
}

/** A counter name that does not store the address (or network) it counts. */
function digest(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\n")).digest("hex");
}

function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** A decision on several counters: allowed only if each allows; wait for the longest. */
function combined(decisions: RateLimitDecision[]): RateLimitDecision {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(...refused.map((d) => d.retryAfter)) };
}

export interface TakenMail extends RateLimitDecision {
  /** Gives the counted mail back, when it could not be sent after all. */
  giveBack(): Promise<void>;
}

/**
 * The per-address mail allowance. Two counters per mail kind and address:
 * - per network (AUTH_LIMIT_MAILS_PER_NETWORK per AUTH_LIMIT_WINDOW): one network, an
 *   attacker's included, can spend only its own share, never the owner's;
 * - per address (AUTH_LIMIT_MAILS_PER_ADDRESS) over the window or the link's lifetime, whichever
 *   is shorter: it bounds how much mail many networks together can send to one inbox, and
 *   whenever it refuses, a link sent within its lifetime is waiting in that inbox, so even an
 *   attacker with many networks cannot keep the owner out.
 */
export class MailAllowance {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: AuthLimits,
    /** Seconds each kind's link stays valid. */
    private readonly linkLifetimes: Record<MailKind, number>,
  ) {}

  private counters(kind: MailKind, email: string, network: string) {
    const address = normalizeAddress(email);
    const perNetwork: RateLimitRule = {
      window: this.limits.window,
      max: this.limits.mailsPerNetwork,
    };
    const perAddress: RateLimitRule = {
      window: Math.min(this.limits.window, this.linkLifetimes[kind]),
      max: this.limits.mailsPerAddress,
    };
    return [
      { key: `mail:${kind}:${digest(address)}`, rule: perAddress },
      { key: `mail:${kind}:${digest(address, network)}`, rule: perNetwork },
    ];
  }

  /** Whether a mail could be sent now, counting nothing: for a call that mails later. */
  async check(kind: MailKind, email: string, network: string): Promise<RateLimitDecision> {
    const counters = this.counters(kind, email, network);
    return combined(await Promise.all(counters.map((c) => this.store.peek(c.key, c.rule))));
  }

  /**
   * Counts one mail now for a call that sends it after its answer, so that a burst of calls is
   * answered 429 beyond the allowance. Within an /api/auth call (`withReservedMails`) the send
   * spends this reservation, and the call's failure gives it back; outside one it only checks.
   */
  async reserve(kind: MailKind, email: string, network: string): Promise<RateLimitDecision> {
    const ledger = currentRequest()?.reservedMails;
    if (!ledger) return this.check(kind, email, network);
    const taken = await this.take(kind, email, network);
    if (taken.allowed) {
      ledger.push({ kind, address: normalizeAddress(email), giveBack: taken.giveBack });
    }
    return taken;
  }

  /**
   * Counts one mail on each counter, just before it is sent, or spends the mail its call
   * reserved. An error takes its hits back at once: a mail that is not sent spends nothing.
   */
  async take(kind: MailKind, email: string, network: string): Promise<TakenMail> {
    const reserved = claimReserved(kind, normalizeAddress(email));
    if (reserved) return { allowed: true, retryAfter: 0, giveBack: reserved.giveBack };
    const counted: string[] = [];
    const giveBack = async () => {
      await Promise.all(counted.map((key) => this.store.giveBack(key)));
    };
    // One counter after the other, the same order for every call: counted at once, a call
    // holding a place on one counter while refused by the other would crowd out an allowed one.
    const counters = this.counters(kind, email, network);
    for (const [index, counter] of counters.entries()) {
      const decision = await this.store.consume(counter.key, counter.rule);
      counted.push(counter.key);
      if (!decision.allowed) {
        await giveBack();
        const rest = counters.slice(index + 1).map((c) => this.store.peek(c.key, c.rule));
        return { ...combined([decision, ...(await Promise.all(rest))]), giveBack: async () => {} };
      }
    }
    return { allowed: true, retryAfter: 0, giveBack };
  }
}

/** The current call's reservation of this mail, taken off its ledger; undefined if none. */
function claimReserved(kind: MailKind, address: string): ReservedMail | undefined {
  const ledger = currentRequest()?.reservedMails;
  const index = ledger?.findIndex((mail) => mail.kind === kind && mail.address === address) ?? -1;
  return index >= 0 ? ledger?.splice(index, 1)[0] : undefined;
}

/**
 * Runs one /api/auth call with a ledger of the mails it reserves (`MailAllowance.reserve`). A
 * call answered with an error, or that throws, gives back what its sends have not spent; one
 * answered 2xx keeps it whether or not its mail goes, so the answer and the count agree.
 */
export async function withReservedMails(answer: () => Promise<Response>): Promise<Response> {
  const ledger: ReservedMail[] = [];
  const giveBackLeft = () => Promise.allSettled(ledger.splice(0).map((mail) => mail.giveBack()));
  let response: Response;
  try {
    response = await withSlots({ reservedMails: ledger }, answer);
  } catch (error) {
    await giveBackLeft();
    throw error;
  }
  if (response.status >= 400) await giveBackLeft();
  return response;
}

/** Password sign-ins per address, from any client. */
export function passwordSignInCounter(limits: AuthLimits, email: string) {
  return {
    key: `sign-in-email:${digest(normalizeAddress(email))}`,
    rule: { window: limits.window, max: limits.passwordPerAddress },
  };
}

/** Password changes, and first passwords, per user: each costs a memory-hard hash. */
export function passwordChangeCounter(
  limits: AuthLimits,
  call: "change-password" | "set-password",
  userId: string,
) {
  return {
    key: `${call}:user:${userId}`,
    rule: { window: limits.window, max: limits.passwordPerUser },
  };
}

/** Better Auth's per-IP rules: the calls that sign in, check a secret or send mail. */
export const PER_IP_PATHS = [
  "/sign-in/magic-link",
  "/magic-link/verify",
  "/sign-in/email",
  "/sign-in/social",
  "/sign-up/email",
  "/callback/*",
  "/change-password",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/*",
  "/send-verification-email",
  "/verify-email",
  "/change-email",
  "/delete-user",
  "/delete-user/callback",
  // Each passkey challenge is a database row, and the sign-in ones need no session.
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
  // Codes are guesses: the plugin's own 3 per 10 seconds would also refuse a person who mistypes.
  "/two-factor/*",
] as const;
