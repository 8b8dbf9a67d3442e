// The choices a key is made and rolled with (ADR 084), client-safe: the key form offers them and
// the server checks them against the plan.

const DAY = 86_400;

/** A new key's lifetimes the form offers, in days; the plan's maximum cuts the list. */
export const KEY_LIFETIME_CHOICES = [7, 30, 90, 365] as const;

/** How long the old key keeps working after a roll, in seconds: none ends it at once. */
export const ROLL_OVERLAPS = { none: 0, "1h": 3_600, "24h": DAY, "7d": 7 * DAY } as const;

export type RollOverlap = keyof typeof ROLL_OVERLAPS;

/** A key's shortest lifetime, in seconds, as the API key plugin's `expiresIn` counts it. */
export const MIN_KEY_LIFETIME = DAY;

/** The longest lifetime a plan allows, in seconds (null: a key may never expire). */
export function maxLifetimeSeconds(maxDays: number | null): number | null {
  return maxDays === null ? null : maxDays * DAY;
}

/** The longest lifetime anyone may ask for, whatever the plan: ten years, in seconds. */
export const MAX_KEY_LIFETIME = 3_650 * DAY;
