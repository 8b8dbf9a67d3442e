import { randomBytes, randomUUID } from "node:crypto";
import type { models } from "@polar-sh/sdk/2026-10";
import { checkCard } from "./cards.server";
import { notFound, validationError } from "./errors.server";
import type { LedgerCore } from "./ledger-core.server";
import { toCustomer, toCustomerSession } from "./serialize.server";
import type { CheckoutRecord, CustomerRecord, Metadata, SubscriptionRecord } from "./state.server";
import { applyRevoke } from "./subscriptions.server";

// Polar's customers: created through the API or by a paid checkout, read, and deleted; and
// the customer portal's sessions and card changes.

interface CustomerInputFields {
  name?: string | null;
  external_id?: string | null;
  metadata?: Metadata;
}

/** An individual needs an address; a team needs one of its own or its owner's. */
export type CustomerInput = CustomerInputFields &
  (
    | { type?: "individual"; email: string }
    | {
        type: "team";
        email?: string | null;
        owner?: { email: string; name?: string | null } | null;
      }
  );

const CUSTOMER_SESSION_LIFETIME_MS = 60 * 60 * 1000;

export function liveCustomers(ledger: LedgerCore): CustomerRecord[] {
  return ledger.state.customers.filter((customer) => customer.deleted_at === null);
}

export function customerRecord(ledger: LedgerCore, id: string): CustomerRecord {
  const customer = liveCustomers(ledger).find((item) => item.id === id);
  if (!customer) throw notFound();
  return customer;
}

export function customerRecordByExternalId(ledger: LedgerCore, externalId: string): CustomerRecord {
  const customer = liveCustomers(ledger).find((item) => item.external_id === externalId);
  if (!customer) throw notFound();
  return customer;
}

export function getCustomer(ledger: LedgerCore, id: string): models.Customer {
  return toCustomer(customerRecord(ledger, id));
}

export function getCustomerByExternalId(ledger: LedgerCore, externalId: string): models.Customer {
  return toCustomer(customerRecordByExternalId(ledger, externalId));
}

export function createCustomer(ledger: LedgerCore, input: CustomerInput): models.Customer {
  const email = input.email?.toLowerCase();
  if (email && liveCustomers(ledger).some((customer) => customer.email === email)) {
    throw validationError([
      {
        loc: ["body", "email"],
        msg: "A customer with this email address already exists.",
        input: input.email,
      },
    ]);
  }
  if (
    input.external_id &&
    liveCustomers(ledger).some((customer) => customer.external_id === input.external_id)
  ) {
    throw validationError([
      {
        loc: ["body", "external_id"],
        msg: "A customer with this external ID already exists.",
        input: input.external_id,
      },
    ]);
  }
  return ledger.change(() => toCustomer(addCustomer(ledger, input)));
}

function addCustomer(ledger: LedgerCore, input: CustomerInput): CustomerRecord {
  const fields = {
    id: randomUUID(),
    created_at: ledger.nowIso(),
    modified_at: null,
    name: input.name ?? null,
    external_id: input.external_id ?? null,
    metadata: input.metadata ?? {},
    deleted_at: null,
  };
  const customer: CustomerRecord =
    input.type === "team"
      ? {
          ...fields,
          type: "team",
          email: input.email?.toLowerCase() ?? null,
          owner: input.owner ? { email: input.owner.email, name: input.owner.name ?? null } : null,
        }
      : { ...fields, type: "individual", email: input.email.toLowerCase(), owner: null };
  ledger.state.customers.push(customer);
  ledger.emit("customer.created", toCustomer(customer));
  return customer;
}

/** Polar ends the customer's subscriptions at once and forgets the external id. */
export function deleteCustomer(ledger: LedgerCore, customer: CustomerRecord): void {
  ledger.change(() => {
    for (const subscription of ledger.state.subscriptions) {
      if (subscription.customer_id === customer.id && subscription.ended_at === null) {
        applyRevoke(ledger, subscription, {});
      }
    }
    const now = ledger.nowIso();
    customer.deleted_at = now;
    customer.modified_at = now;
    customer.external_id = null;
    ledger.emit("customer.deleted", toCustomer(customer));
  });
}

export function createCustomerSession(
  ledger: LedgerCore,
  customer: CustomerRecord,
  returnUrl: string | null,
): models.CustomerSession {
  const created = ledger.now();
  const session = {
    id: randomUUID(),
    token: `polar_cst_${randomBytes(24).toString("base64url")}`,
    created_at: created.toISOString(),
    expires_at: new Date(created.getTime() + CUSTOMER_SESSION_LIFETIME_MS).toISOString(),
    customer_id: customer.id,
    return_url: returnUrl,
  };
  ledger.change(() => ledger.state.customerSessions.push(session));
  return toCustomerSession(session, ledger.ctx);
}

/** What a portal token opens, or undefined when it is unknown or expired. */
export function portalSession(
  ledger: LedgerCore,
  token: string,
): { customer: CustomerRecord; returnUrl: string | null } | undefined {
  const session = ledger.state.customerSessions.find((item) => item.token === token);
  if (!session || new Date(session.expires_at) <= ledger.now()) return undefined;
  const customer = liveCustomers(ledger).find((item) => item.id === session.customer_id);
  return customer && { customer, returnUrl: session.return_url };
}

export function subscriptionsOf(
  ledger: LedgerCore,
  customer: CustomerRecord,
): SubscriptionRecord[] {
  return ledger.state.subscriptions.filter((item) => item.customer_id === customer.id);
}

export function customerForCheckout(
  ledger: LedgerCore,
  checkout: CheckoutRecord,
  email: string,
): CustomerRecord {
  const live = liveCustomers(ledger);
  const known =
    live.find((item) => item.id === checkout.customer_id) ??
    live.find(
      (item) => checkout.external_customer_id && item.external_id === checkout.external_customer_id,
    );
  if (known) return known;
  const byEmail = live.find((item) => item.email === email.toLowerCase());
  if (byEmail && byEmail.external_id === null && checkout.external_customer_id) {
    byEmail.external_id = checkout.external_customer_id;
    byEmail.modified_at = ledger.nowIso();
    ledger.emit("customer.updated", toCustomer(byEmail));
    return byEmail;
  }
  if (byEmail) return byEmail;
  return addCustomer(ledger, {
    email,
    name: checkout.customer_name,
    external_id: checkout.external_customer_id,
    metadata: checkout.customer_metadata,
  });
}

/**
 * A new test card from the portal. Renewals are charged to it from now on, so a subscription
 * whose card was failing pays again at its next renewal.
 */
export function changeCard(
  ledger: LedgerCore,
  customer: CustomerRecord,
  card: string,
): { ok: true } | { ok: false; message: string } {
  const checked = checkCard(card);
  if (!checked.ok) return checked;
  ledger.change(() => {
    customer.card_last4 = checked.digits.slice(-4);
    customer.modified_at = ledger.nowIso();
    for (const subscription of subscriptionsOf(ledger, customer)) {
      subscription.payment_failing = false;
    }
    // Polar says so by the customer's event: its default payment method changed.
    ledger.emit("customer.updated", toCustomer(customer));
  });
  return { ok: true };
}
