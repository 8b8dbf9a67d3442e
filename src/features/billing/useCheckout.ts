import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { isDiscountCodeError } from "~/lib/discount-code";
import { errorMessage } from "~/lib/errors";

/** The spec's toast for a checkout that could not start. */
const CHECKOUT_FAILED = "Failed to create checkout session";

/** Where the browser goes for a url from the server (the provider's checkout or portal page). */
export function leaveFor(url: string): Promise<never> {
  window.location.assign(url);
  // Never settles: the page is leaving, and the button that started it keeps its spinner
  // (no second click, no second checkout) until the provider's page shows.
  return new Promise<never>(() => {});
}

interface CheckoutStart {
  slug: string;
  /** Checked at Polar before the checkout is made; an error stays on this page (ADR 052). */
  discountCode?: string;
  /** On a plan priced per seat: the seats to buy (the server's default is the people). */
  seats?: number;
}

/**
 * Starts a checkout for a plan and sends the browser to the provider's page. A refused discount
 * code is no toast: `codeError` carries its sentence for the field it was typed in.
 */
export function useCheckout() {
  const checkout = useMutation({
    mutationFn: async ({ slug, discountCode, seats }: CheckoutStart) => {
      // Imported on the click: the pricing on the landing page calls no server function before.
      const { createCheckoutSession } = await import("~/server/billing/billing.functions");
      const data = { slug, ...(discountCode && { discountCode }), ...(seats && { seats }) };
      const response: { url?: unknown } | null = await createCheckoutSession({ data });
      // Anything but a url (a response from something in between) gets the spec's fallback.
      if (typeof response?.url !== "string") throw new Error(CHECKOUT_FAILED);
      return leaveFor(response.url);
    },
    // Loaded on failure: the toast helpers are a chunk of their own that the landing page's
    // first load would otherwise fetch for its pricing alone.
    onError: (error) => {
      if (isDiscountCodeError(error)) return;
      void import("~/ui/notify").then(({ notifyError }) =>
        notifyError(error, "Error", CHECKOUT_FAILED),
      );
    },
  });
  useResetOnReturn(checkout.reset);
  return {
    start: (slug: string, discountCode?: string, seats?: number) =>
      checkout.mutate({ slug, discountCode, seats }),
    pendingSlug: checkout.isPending ? checkout.variables.slug : undefined,
    codeError: isDiscountCodeError(checkout.error) ? errorMessage(checkout.error) : undefined,
    /** Forgets a refused code's sentence: the buyer is typing another. */
    clearCodeError: checkout.reset,
  };
}

/** Back from the provider's page, a page restored from the back/forward cache is usable again. */
export function useResetOnReturn(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);
}
