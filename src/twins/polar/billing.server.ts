import type { models } from "@polar-sh/sdk/2026-10";
import * as checkouts from "./checkouts.server";
import * as customers from "./customers.server";
import { matchesQuery, toDiscount } from "./discounts.server";
import { notFound } from "./errors.server";
import { LedgerCore } from "./ledger-core.server";
import * as orders from "./orders.server";
import * as renewals from "./renewals.server";
import { ORGANIZATION_ID, page, toProduct } from "./serialize.server";
import type { CheckoutRecord, CustomerRecord, SubscriptionRecord } from "./state.server";
import * as subscriptions from "./subscriptions.server";

/**
 * The billing behaviour of the part of Polar the product uses: the twin's ledger, named apart
 * from the app's own `Billing` (issue 43). Every change persists the state and hands its events
 * to the webhook sender as one batch, in the order Polar emits them.
 */
export class TwinLedger extends LedgerCore {
  // Products

  listProducts(pageNumber: number, limit: number) {
    return page([...this.catalogue.values()].map(toProduct), pageNumber, limit);
  }

  getProduct(id: string): models.Product {
    const product = this.catalogue.get(id);
    if (!product) throw notFound();
    return toProduct(product);
  }

  // Discounts

  listDiscounts(query: string | undefined, pageNumber: number, limit: number) {
    const matches = this.state.discounts.filter((item) => matchesQuery(item, query));
    return page(
      matches.map((item) => toDiscount(item, ORGANIZATION_ID)),
      pageNumber,
      limit,
    );
  }

  getDiscount(id: string): models.Discount {
    const discount = this.state.discounts.find((item) => item.id === id);
    if (!discount) throw notFound();
    return toDiscount(discount, ORGANIZATION_ID);
  }

  // Customers (customers.server.ts)

  customerRecord(id: string): CustomerRecord {
    return customers.customerRecord(this, id);
  }

  customerRecordByExternalId(externalId: string): CustomerRecord {
    return customers.customerRecordByExternalId(this, externalId);
  }

  getCustomer(id: string): models.Customer {
    return customers.getCustomer(this, id);
  }

  getCustomerByExternalId(externalId: string): models.Customer {
    return customers.getCustomerByExternalId(this, externalId);
  }

  createCustomer(input: customers.CustomerInput): models.Customer {
    return customers.createCustomer(this, input);
  }

  deleteCustomer(customer: CustomerRecord): void {
    customers.deleteCustomer(this, customer);
  }

  createCustomerSession(
    customer: CustomerRecord,
    returnUrl: string | null,
  ): models.CustomerSession {
    return customers.createCustomerSession(this, customer, returnUrl);
  }

  portalSession(token: string): { customer: CustomerRecord; returnUrl: string | null } | undefined {
    return customers.portalSession(this, token);
  }

  subscriptionsOf(customer: CustomerRecord): SubscriptionRecord[] {
    return customers.subscriptionsOf(this, customer);
  }

  changeCard(
    customer: CustomerRecord,
    card: string,
  ): { ok: true } | { ok: false; message: string } {
    return customers.changeCard(this, customer, card);
  }

  // Checkouts (checkouts.server.ts)

  createCheckout(input: checkouts.CheckoutInput): models.Checkout {
    return checkouts.createCheckout(this, input);
  }

  getCheckout(id: string): models.Checkout {
    return checkouts.getCheckout(this, id);
  }

  findCheckout(key: string): CheckoutRecord | undefined {
    return checkouts.findCheckout(this, key);
  }

  pay(key: string, card: string, email: string | null): checkouts.PaymentResult {
    return checkouts.pay(this, key, card, email);
  }

  // Orders (orders.server.ts)

  listOrders(filter: orders.OrderFilter) {
    return orders.listOrders(this, filter);
  }

  getOrder(id: string): models.Order {
    return orders.getOrder(this, id);
  }

  ordersOf(customer: CustomerRecord): models.Order[] {
    return orders.ordersOf(this, customer);
  }

  allOrders(): models.Order[] {
    return orders.allOrders(this);
  }

  // Subscriptions (subscriptions.server.ts, plan-changes.server.ts)

  subscriptionRecord(id: string): SubscriptionRecord {
    return subscriptions.subscriptionRecord(this, id);
  }

  getSubscription(id: string): models.Subscription {
    return subscriptions.getSubscription(this, id);
  }

  allSubscriptions(): models.Subscription[] {
    return subscriptions.allSubscriptions(this);
  }

  listSubscriptions(filter: subscriptions.SubscriptionFilter) {
    return subscriptions.listSubscriptions(this, filter);
  }

  updateSubscription(id: string, update: subscriptions.SubscriptionChange): models.Subscription {
    return subscriptions.updateSubscription(this, id, update);
  }

  revokeSubscription(
    id: string,
    reason?: Omit<Extract<subscriptions.SubscriptionChange, { kind: "revoke" }>, "kind">,
  ): models.Subscription {
    return subscriptions.revokeSubscription(this, id, reason);
  }

  // Time (renewals.server.ts)

  endTrial(id: string): void {
    renewals.endTrial(this, id);
  }

  failRenewal(id: string): void {
    renewals.failRenewal(this, id);
  }

  advanceClock(ms: number): void {
    renewals.advanceClock(this, ms);
  }
}
