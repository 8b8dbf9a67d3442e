import { Menu, type MenuProps } from "@mantine/core";
import {
  cloneElement,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import type { MenuTarget } from "./OnUseMenu";

/**
 * Mantine's `<Menu>` for an `OnUseMenu`'s module (imported by those modules only), mounted by
 * the target's first use and so opened as it mounts. It opens on ArrowDown on its target as
 * well as on a click, Enter or Space, as the target did before it. It is drawn in place rather
 * than in a portal at the end of the page, so the open menu stays inside the header's (or the
 * navigation panel's) landmark; and with menu items only, without the focus placeholder a menu
 * may not contain.
 */
export function LoadedMenu({
  target,
  children,
  ...menuProps
}: Omit<MenuProps, "opened" | "defaultOpened" | "onChange" | "children"> & {
  target: MenuTarget;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // This target replaced the one that was used, and Mantine returns focus on closing to the
    // element focused as the menu opens: focus the target first, as a click on it would.
    targetRef.current?.focus({ preventScroll: true });
    setOpened(true);
  }, []);
  return (
    // In place, not in a portal: the menu stays in its landmark (see the JSDoc).
    <Menu
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      {...menuProps}
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        {cloneElement(target, {
          ref: targetRef,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== "ArrowDown" || opened) return;
            event.preventDefault();
            setOpened(true);
          },
        })}
      </Menu.Target>
      {children}
    </Menu>
  );
}
