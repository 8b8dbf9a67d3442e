/** A discount as the product shows it, while it still comes off the next charge. */
export interface BilledDiscount {
  code: string | null;
  name: string;
  /** 20 for 20 % off (25.5 for 2,550 basis points); null on a fixed amount. */
  percentOff: number | null;
  /** What comes off each charge it applies to, decimal ("5.00"); null on a percentage. */
  amountOff: string | null;
  duration: "once" | "forever" | "repeating";
  /** How many months a repeating discount lasts; null on the others. */
  durationInMonths: number | null;
  /** When a repeating discount stops coming off (ISO); null on the others. */
  until: string | null;
}
