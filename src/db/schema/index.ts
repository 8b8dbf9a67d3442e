export * from "./activity";
export * from "./auth";
export * from "./billing";
export * from "./idempotency";
export * from "./organization";
export * from "./passkey";
export * from "./relations";
export * from "./two-factor";
