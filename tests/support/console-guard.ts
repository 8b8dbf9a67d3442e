import { afterEach, beforeEach, expect, type MockInstance, vi } from "vitest";

// A test fails on an unexpected console.error: errors the code logs are behaviour too. A test
// that provokes one on purpose declares it with allowConsoleError(pattern).
let allowed: RegExp[] = [];
let spy: MockInstance<typeof console.error> | undefined;

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

beforeEach(() => {
  allowed = [];
  spy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  const unexpected = calls
    .map((args: unknown[]) => args.map(String).join(" "))
    .filter((line: string) => !allowed.some((pattern) => pattern.test(line)));
  expect(unexpected, "unexpected console.error").toEqual([]);
});
