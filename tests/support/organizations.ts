import { randomUUID } from "node:crypto";
import { planBySlug } from "~/config/plans";
import type { Database } from "~/db/client.server";
import { invitation, team } from "~/db/schema";
import type { Runtime } from "~/server/app/runtime.server";
import { insertSubscription } from "./rest-api";
import { type TestApp, uniqueEmail } from "./test-app";

// What the organization suites share: calling Better Auth's organization endpoints, signing people
// in, and seeding the rows a test names but does not exercise.

export interface EndpointResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON response, read field by field in tests
  body: any;
}

/** `POST` (with `json`) or `GET` `/api/auth/organization<path>` with the cookie, answer parsed. */
export function organizationEndpoint(app: TestApp) {
  return async (cookie: string, path: string, json?: unknown): Promise<EndpointResponse> => {
    const response = await app.request(`/api/auth/organization${path}`, { cookie, json });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** A new user signed in by magic link: their address, session cookie and id. */
export async function signedInPerson(app: TestApp) {
  const email = uniqueEmail();
  const cookie = await app.signIn(email);
  const id = (await app.userByEmail(email))?.id as string;
  return { email, cookie, id };
}

/** A team and a pending invitation (to a fresh address) in the organization. */
export async function seedTeamAndInvitation(
  db: Database,
  organizationId: string,
  inviterId: string,
  teamName = "Team",
) {
  const teamId = randomUUID();
  await db.insert(team).values({ id: teamId, organizationId, name: teamName });
  const invitationId = randomUUID();
  const invitedEmail = uniqueEmail();
  await db.insert(invitation).values({
    id: invitationId,
    organizationId,
    email: invitedEmail,
    role: "member",
    inviterId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { teamId, invitationId, invitedEmail };
}

/**
 * Puts the organization on a catalogue plan (ADR 045), as Polar's webhook would: for a test
 * whose organization holds more people than the free plan allows.
 */
export async function organizationOnPlan(
  { database, billing }: Pick<Runtime, "database" | "billing">,
  organizationId: string,
  slug: "starter" | "pro" = "pro",
): Promise<void> {
  const plan = planBySlug(slug);
  if (!plan) throw new Error(`The catalogue has no plan ${slug}`);
  await insertSubscription(database.db, "", {
    userId: null,
    organizationId,
    productId: plan.productId,
    name: plan.name,
  });
  billing.subscriptions.forgetOwner({ kind: "organization", id: organizationId });
}
