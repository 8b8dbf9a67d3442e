export * from "./auth";
export * from "./billing";
export * from "./organization";
export * from "./relations";
