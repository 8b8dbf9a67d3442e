import { z } from "@hono/zod-openapi";
import { FEATURE_FLAGS } from "~/config/plans";
import { billingCycle, subscriptionStatus } from "~/db/schema";
import { ERROR_CODES, ERROR_DESCRIPTIONS, ERROR_STATUS } from "~/lib/app-error";
import {
  checkoutRequest,
  planChangeRequest,
  recordId,
  seatsRequest,
} from "~/server/billing/requests";

// The REST API's contract: these schemas validate the requests, describe the responses and make
// the OpenAPI document (each `.openapi("Name")` is a component referenced by name), so the
// document cannot drift from the code.

/** The spec's subscription statuses, as the database enum defines them. */
const SUBSCRIPTION_STATUSES = subscriptionStatus.enumValues;

/** Each code with its status and meaning, as a Markdown list in the document. */
const CODE_LIST = ERROR_CODES.map(
  (code) => `- \`${code}\` (${ERROR_STATUS[code]}): ${ERROR_DESCRIPTIONS[code]}`,
).join("\n");

export const errorSchema = z
  .object({
    code: z.enum(ERROR_CODES).openapi({
      description: `Stable, machine-readable error code; its HTTP status is fixed:\n\n${CODE_LIST}`,
    }),
    message: z.string().openapi({ description: "What went wrong, in words" }),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: "Per-parameter problems, for VALIDATION_ERROR" }),
  })
  .openapi("Error");

const userSchema = z
  .object({
    id: z.string(),
    email: z.email(),
    name: z.string(),
    image: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .openapi("User");

const discountSchema = z
  .object({
    code: z.string().nullable().openapi({ description: "The code entered at checkout, if any" }),
    name: z.string(),
    percentOff: z
      .number()
      .nullable()
      .openapi({ description: "20 for 20 % off; null on an amount" }),
    amountOff: z.string().nullable().openapi({
      description: 'Decimal amount off each charge, e.g. "5.00"; null on a percentage',
    }),
    duration: z.enum(["once", "forever", "repeating"]),
    durationInMonths: z.number().int().nullable(),
    until: z.iso.datetime().nullable().openapi({
      description: "When a repeating discount stops coming off; null on once and forever",
    }),
  })
  .openapi("Discount");

export const subscriptionSchema = z
  .object({
    id: z.string(),
    productId: z.string(),
    planId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    price: z.string().openapi({
      description:
        'The next charge a period as the payment provider bills it, the discount taken off while it lasts; decimal, e.g. "23.20"',
    }),
    priceBeforeDiscount: z.string().openapi({
      description:
        'The period\'s price before any discount (seats included), decimal, e.g. "29.00"',
    }),
    currency: z.string().openapi({ description: 'ISO 4217 code, lower case, e.g. "usd"' }),
    discount: discountSchema.nullable().openapi({
      description:
        "The discount taken off the next charge; null without one or once it has run out",
    }),
    seats: z.number().int().nullable().openapi({
      description: "Seats bought on a plan priced per seat; null on a flat price",
    }),
    paymentMethodOnFile: z.boolean().nullable().openapi({
      description:
        "Whether Polar holds a payment method for the workspace: a trial without one ends with nothing charged; null where Polar has not said yet",
    }),
    billingCycle: z.enum(billingCycle.enumValues),
    features: z.array(z.string()),
    currentPeriodStart: z.iso.datetime(),
    currentPeriodEnd: z.iso.datetime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    trialEnd: z.iso.datetime().nullable().openapi({
      description:
        "When the plan's free trial ends (status trialing) or ended; null without a trial",
    }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .openapi("Subscription");

const organizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi("Organization");

// A union, not `subscriptionSchema.nullable()`: zod-openapi names the nullable copy after the
// component, and the document's Subscription then admitted null wherever it is used.
const currentSubscription = z.union([subscriptionSchema, z.null()]).openapi({
  description: "The current subscription (active, trialing, past due or ending), if any",
});

/** /me for a personal key: the user. */
export const userMeSchema = z
  .object({
    owner: z.literal("user").openapi({ description: "Whose key it is: a user's personal key" }),
    user: userSchema,
    subscription: currentSubscription,
  })
  .openapi("UserMe");

/** /me for an organization's key: the organization. */
export const organizationMeSchema = z
  .object({
    owner: z.literal("organization").openapi({ description: "Whose key it is: an organization's" }),
    organization: organizationSchema,
    subscription: currentSubscription,
  })
  .openapi("OrganizationMe");

export const meSchema = z
  .discriminatedUnion("owner", [userMeSchema, organizationMeSchema])
  .openapi("Me", {
    description: "The key's owner, told apart by `owner`, and its current subscription",
  });

const cursorSchema = z.string().min(1).max(200).optional();

/** Query parameters: a repeated one is refused (handler), an unknown one too (strict). */
export const subscriptionsQuerySchema = z.strictObject({
  status: z
    .enum(SUBSCRIPTION_STATUSES)
    .optional()
    .openapi({ description: "Only this status", param: { name: "status", in: "query" } }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .openapi({
      description: "At most this many, newest first (1–100, default 50)",
      param: { name: "limit", in: "query" },
    }),
  startingAfter: cursorSchema.openapi({
    description:
      "A subscription's id: the page after it. Pass the last id of the page before, while `hasMore` is true.",
    param: { name: "startingAfter", in: "query" },
  }),
  starting_after: cursorSchema.openapi({
    description: "The former name of `startingAfter`, still read when `startingAfter` is absent",
    param: { name: "starting_after", in: "query", deprecated: true },
  }),
});

export const subscriptionListSchema = z
  .object({
    data: z.array(subscriptionSchema),
    hasMore: z.boolean().openapi({ description: "Whether a page follows this one" }),
  })
  .openapi("SubscriptionList");

export const subscriptionIdSchema = z.object({
  id: recordId.openapi({ description: "The subscription's id", param: { name: "id", in: "path" } }),
});

export const changePlanSchema = planChangeRequest.openapi("PlanChangeRequest");

const chargeSchema = z
  .object({
    amount: z.string().openapi({ description: "Decimal; negative for a credit" }),
    currency: z.string(),
    status: z.string().openapi({ description: "The order's status at Polar" }),
  })
  .nullable()
  .openapi({ description: "What Polar billed for the change, when it made an order" });

export const planChangeSchema = z
  .object({ subscription: subscriptionSchema, charge: chargeSchema })
  .openapi("PlanChange");

export const seatsRequestSchema = seatsRequest.openapi("SeatsRequest");

export const seatChangeSchema = z
  .object({
    seats: z
      .object({
        subscriptionId: z.string(),
        bought: z.number().int(),
        used: z
          .number()
          .int()
          .openapi({ description: "Members and pending invitations: each holds a seat" }),
        minimum: z.number().int(),
        maximum: z.number().int(),
        pricePerSeat: z.string().openapi({
          description: "One seat's price a period as Polar bills it next, any discount taken off",
        }),
        currency: z.string(),
        billingCycle: z.enum(billingCycle.enumValues),
        periodEnd: z.iso.datetime().nullable().openapi({ description: "When this period ends" }),
        periodLeft: z.number().min(0).max(1).openapi({
          description:
            "The share of this period still to come when answered, 0 to 1: what Polar prorates a change of seats by",
        }),
      })
      .openapi("Seats"),
    charge: chargeSchema,
  })
  .openapi("SeatChange");

export const checkoutRequestSchema = checkoutRequest.openapi("CheckoutRequest", {
  description:
    "A plan by its slug, or by its Polar product id. `seats`, only for a plan priced per seat " +
    "and only in an organization: the seats to buy, by default one for each member and pending " +
    "invitation and at least the plan's fewest (409 SEAT_COUNT_REFUSED below either).",
});

export const checkoutSchema = z
  .object({ url: z.url().openapi({ description: "Polar's checkout page: send the buyer there" }) })
  .openapi("Checkout");

export const apiKeySchema = z
  .object({
    id: z.string(),
    owner: z.enum(["user", "organization"]),
    start: z.string().nullable().openapi({ description: "The key's first characters" }),
    end: z.string().nullable().openapi({ description: "The key's last characters" }),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable(),
  })
  .openapi("ApiKey");

/** This billing period's calls against the plan, reconciled with Polar's meter (ADR 053). */
const overageSchema = z
  .object({
    calls: z.number().int().min(0).openapi({ description: "Calls over the included ones" }),
    amount: z.number().int().min(0).openapi({ description: "What they cost so far, in cents" }),
    per1000Calls: z
      .number()
      .int()
      .min(0)
      .nullable()
      .openapi({ description: "Cents per 1,000 calls over; null on a plan without overage" }),
  })
  .openapi({ description: "Calls over the plan's included ones, billed with the period" });

const periodUsageSchema = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
    included: z.number().int().min(0).openapi({ description: "Calls the plan includes" }),
    used: z.number().int().min(0).openapi({
      description: "Calls this period: the larger of `counted` and Polar's meter",
    }),
    source: z.enum(["product", "polar"]).openapi({ description: "Which count `used` is" }),
    counted: z.number().int().min(0).openapi({
      description: "The product's own count, by UTC day from the period's first day",
    }),
    queued: z.number().int().min(0).openapi({
      description: "Counted calls not yet reported to Polar",
    }),
    polar: z
      .object({ consumed: z.number().min(0), credited: z.number().min(0) })
      .nullable()
      .openapi({ description: "Polar's customer meter; null without a metered plan" }),
    overage: overageSchema,
  })
  .openapi({ description: "This billing period's calls against what the plan includes" });

export const usageSchema = z
  .object({
    data: z.array(
      z.object({
        day: z.iso.date().openapi({ description: "A UTC day" }),
        calls: z.number().int().min(0),
      }),
    ),
    period: periodUsageSchema,
  })
  .openapi("ApiKeyUsage", {
    description: "Calls per UTC day over the last 30 days, oldest first, and this period's use",
  });

const count = z.number().int().min(0);

export const entitlementsSchema = z
  .object({
    plan: z
      .object({
        slug: z.string().openapi({ description: "`free` without a subscription" }),
        name: z.string(),
      })
      .openapi({ description: "The plan the key's owner has now" }),
    limits: z
      .object({
        apiCallsPerMinute: count.openapi({
          description: "Calls a minute, per workspace: every key of it together",
        }),
        apiCallsIncluded: count.openapi({ description: "Calls included in the period" }),
        members: count.openapi({
          description: "People in an organization: members and pending invitations",
        }),
        apiKeys: count.openapi({ description: "API keys the owner may hold at once" }),
        apiKeyLifetimeDays: count.nullable().openapi({
          description: "The longest a new key may last, in days; null: a key may never expire",
        }),
        features: z
          .array(z.enum(FEATURE_FLAGS))
          .openapi({ description: "The gated features the plan includes" }),
      })
      .openapi({ description: "What the plan allows" }),
    usage: z
      .object({
        apiCalls: count.openapi({
          description:
            "Calls with the workspace's keys this period, as billed: the product's count by UTC day from the period's first day, or the payment provider's meter where it holds more",
        }),
        periodStart: z.iso.datetime(),
        periodEnd: z.iso.datetime(),
        members: count.nullable().openapi({
          description: "An organization's members and pending invitations; null for a person",
        }),
        apiKeys: count.openapi({
          description: "API keys the owner holds, over the limit included",
        }),
        overage: overageSchema,
      })
      .openapi({ description: "What is used of it this period" }),
  })
  .openapi("Entitlements", { description: "The key owner's plan, its limits and their use" });

export const leakedKeysSchema = z
  .strictObject({
    keys: z
      .array(z.string().min(1).max(300))
      .min(1)
      .max(100)
      .openapi({ description: "The keys found, each as it was found (`tl_…`)" }),
  })
  .openapi("LeakedKeys", { description: "API keys found where they should not be" });

export const leakedKeysReceivedSchema = z
  .object({ received: count.openapi({ description: "How many keys the report named" }) })
  .openapi("LeakedKeysReceived", {
    description: "The report was taken: every key of it that exists is deleted now",
  });

export const idempotencyHeaderSchema = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, "Use 1 to 255 visible ASCII characters")
    .optional()
    .openapi({
      description:
        "Any unique string, e.g. a UUID: a retry with the same key and request gets the first answer again for 24 hours instead of acting twice.",
    }),
});
