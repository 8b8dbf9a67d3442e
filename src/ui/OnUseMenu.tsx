import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  useState,
} from "react";

/** One element that takes a ref and the button's handlers: what `<Menu.Target>` would wrap. */
export type MenuTarget = ReactElement<Record<string, unknown>>;

/**
 * A menu whose code (Mantine's Menu and Popover, floating-ui and the dropdown's contents) is
 * fetched on its first use: until then, on the server and in the browser, only its target with
 * the attributes a closed menu gives it. A click, Enter, Space or ArrowDown on the target loads
 * `load`'s component, which replaces the target with the menu, opened (`LoadedMenu`); hovering
 * or focusing the target starts the fetch early. The header's two menus were 25 kB (gzip) of
 * every signed-in page's first load for dropdowns that open only when asked (ADR 040).
 */
export function OnUseMenu<P extends object>({
  target,
  load,
  props,
}: {
  target: MenuTarget;
  /** Resolves to the component that renders the whole menu; called again after a failure. */
  load: () => Promise<ComponentType<P & { target: MenuTarget }>>;
  props: P;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P & { target: MenuTarget }> | null>(null);
  const [asked, setAsked] = useState(false);
  if (Loaded) return <Loaded {...props} target={target} />;

  const ask = () => {
    if (asked) return;
    setAsked(true);
    load().then(
      (component) => setLoaded(() => component),
      // The chunk could not be fetched (offline, a deploy replaced it): the target stays a
      // closed menu's, and the next click tries again.
      () => setAsked(false),
    );
  };
  // The browser keeps a fetched module: warming it here makes the click's load immediate.
  const warm = () => void load().catch(() => undefined);
  return cloneElement(target, {
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onClick: ask,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      ask();
    },
    onPointerEnter: warm,
    onFocus: warm,
  });
}
