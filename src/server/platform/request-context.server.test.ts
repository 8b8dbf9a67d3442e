import { describe, expect, it } from "vitest";
import { callState, currentRequest, inRequest, withSlots } from "./request-context.server";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://app.test/dashboard", { headers });

describe("the request context", () => {
  it("keeps per-call state by the call's object, for the request only", () => {
    const seen = callState<string>("seen");
    const call = request();
    const other = request();
    inRequest(request(), "r1", () => {
      seen.set(call, "before-hook");
      expect(seen.get(call)).toBe("before-hook");
      // Another call in the same request (a form post's inner call) keeps its own.
      expect(seen.get(other)).toBeUndefined();
      seen.delete(call);
      expect(seen.get(call)).toBeUndefined();
      seen.set(call, "again");
    });
    // The next request, with the same object in hand, finds nothing the last one left.
    inRequest(request(), "r2", () => expect(seen.get(call)).toBeUndefined());
  });

  it("keeps nothing for the server's own work or a call without an object", () => {
    const seen = callState<string>("seen");
    const call = request();
    seen.set(call, "outside");
    expect(seen.get(call)).toBeUndefined();
    inRequest(request(), "r", () => {
      seen.set(undefined, "no object");
      expect(seen.get(undefined)).toBeUndefined();
    });
  });

  it("gives a call outside a request a context of its own, so its hooks share state", () => {
    const seen = callState<number>("count");
    const call = request();
    withSlots({}, () => {
      seen.set(call, 1);
      expect(seen.get(call)).toBe(1);
    });
    expect(currentRequest()).toBeUndefined();
  });

  it("shares the request's state and page with the copies a surface makes", () => {
    const seen = callState<string>("seen");
    const call = request();
    inRequest(request({ "accept-language": "de" }), "r", () => {
      withSlots({ errorLocale: "ar" }, () => {
        seen.set(call, "inner");
        const page = currentRequest()?.page;
        if (!page) throw new Error("the entry opens the page settings");
        page.locale = "de";
        expect(currentRequest()?.errorLocale).toBe("ar");
      });
      expect(seen.get(call)).toBe("inner");
      expect(currentRequest()?.page?.locale).toBe("de");
      expect(currentRequest()?.page?.headers.get("accept-language")).toBe("de");
      // A slot set for a callee does not outlive it.
      expect(currentRequest()?.errorLocale).toBeUndefined();
      expect(currentRequest()?.id).toBe("r");
    });
  });
});
