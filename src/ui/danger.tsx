import { Button, type ButtonProps, type ElementProps } from "@mantine/core";

/**
 * The one look of an action that destroys or takes away (delete, remove, revoke, leave, cancel a
 * plan): filled in ember, everywhere, from the button that asks to the one that does it, so none
 * of them reads as milder than another. A confirm modal takes it as `confirmProps`.
 */
export const dangerProps = { color: "ember", variant: "filled" } as const;

/** A button with the destructive look; its colour and variant are not for the caller to change. */
export function DangerButton(
  props: Omit<ButtonProps, "color" | "variant"> & ElementProps<"button", keyof ButtonProps>,
) {
  return <Button {...props} {...dangerProps} />;
}
