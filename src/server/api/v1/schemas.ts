import { z } from "zod";
import { billingCycle, subscriptionStatus } from "~/db/schema";

// The REST API's contract: these schemas validate the requests, describe the answers and are
// turned into the OpenAPI document (openapi.ts), so the document cannot drift from the code.

/** The spec's subscription statuses, as the database enum defines them. */
export const SUBSCRIPTION_STATUSES = subscriptionStatus.enumValues;

export const errorSchema = z.object({
  code: z.string().meta({ description: "Stable, machine-readable error code" }),
  message: z.string().meta({ description: "What went wrong, in words" }),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .meta({ description: "Per-parameter problems, for VALIDATION_ERROR" }),
});

export const userSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  image: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});

export const subscriptionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  planId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  price: z.string().meta({ description: 'Decimal amount as a string, e.g. "9.00"' }),
  billingCycle: z.enum(billingCycle.enumValues),
  features: z.array(z.string()),
  currentPeriodStart: z.iso.datetime(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

const currentSubscription = subscriptionSchema.nullable().meta({
  description: "The current subscription (active, trialing, past due or ending), if any",
});

/** /me for a personal key: the user. */
export const userMeSchema = z.object({
  owner: z.literal("user").meta({ description: "Whose key it is: a user's personal key" }),
  user: userSchema,
  subscription: currentSubscription,
});

/** /me for an organization's key: the organization. */
export const organizationMeSchema = z.object({
  owner: z.literal("organization").meta({ description: "Whose key it is: an organization's" }),
  organization: organizationSchema,
  subscription: currentSubscription,
});

export const meSchema = z.discriminatedUnion("owner", [userMeSchema, organizationMeSchema]).meta({
  description: "The key's owner, told apart by `owner`, and its current subscription",
  discriminator: {
    propertyName: "owner",
    mapping: {
      user: "#/components/schemas/UserMe",
      organization: "#/components/schemas/OrganizationMe",
    },
  },
});

export const subscriptionsQuerySchema = z.strictObject({
  status: z.enum(SUBSCRIPTION_STATUSES).optional().meta({ description: "Only this status" }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .meta({ description: "At most this many, newest first (1–100, default 50)" }),
});

export const subscriptionListSchema = z.object({ data: z.array(subscriptionSchema) });
