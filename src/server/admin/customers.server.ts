import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { organization, user } from "~/db/schema";
import type { Owner } from "~/server/workspaces/workspace.server";
import type { AuditTarget } from "./audit.server";

/** A billing customer as the console names it, and the account the audit log names, if any. */
export interface Customer {
  /** The user's address, or the organization's name. */
  label: string;
  /** The user; an organization is named in the entry's detail instead. */
  auditTarget: AuditTarget | null;
}

/** The user or organization a Polar customer stands for; undefined when there is none. */
export async function customerOf(db: Database, owner: Owner): Promise<Customer | undefined> {
  if (owner.kind === "user") {
    const [found] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, owner.id));
    return found && { label: found.email, auditTarget: found };
  }
  const [found] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, owner.id));
  return found && { label: found.name, auditTarget: null };
}

/** The audit entry's words for an organization customer (a user is its target instead). */
export function organizationDetail(owner: Owner, customer: Customer | undefined) {
  return owner.kind === "organization"
    ? { organization: owner.id, ...(customer && { name: customer.label }) }
    : {};
}
