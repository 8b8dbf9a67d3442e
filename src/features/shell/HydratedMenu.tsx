import { Menu, type MenuProps } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { cloneElement, type ReactElement, useState } from "react";

/**
 * Mantine's `<Menu>` once the page runs in the browser; on the server (and in the hydration pass,
 * to match it) only its target, with the attributes a closed menu gives it. A closed menu shows
 * nothing but its target, yet runs floating-ui's positioning hooks and the popover's machinery on
 * every server render (ADR 039). A click on the target before the menu is there opens it once it
 * is.
 */
export function HydratedMenu({
  target,
  children,
  ...menuProps
}: Omit<MenuProps, "defaultOpened" | "opened"> & {
  /** What `<Menu.Target>` would wrap: one element that takes a ref and `onClick`. */
  target: ReactElement<Record<string, unknown>>;
}) {
  const mounted = useMounted();
  const [clicked, setClicked] = useState(false);
  if (!mounted) {
    return cloneElement(target, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onClick: () => setClicked(true),
    });
  }
  return (
    <Menu {...menuProps} defaultOpened={clicked}>
      <Menu.Target>{target}</Menu.Target>
      {children}
    </Menu>
  );
}
