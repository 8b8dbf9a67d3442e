// Required where the server renders on every signed-in request: the app shell
// (features/shell/AppShellLayout.tsx, PlainAppShell.tsx) and what /dashboard shows
// (features/dashboard, api-keys/ApiKeyCard.tsx and UsageChart.tsx, billing/CurrentPlan.tsx).
// Controls are in plain-controls.tsx (the shell's) and plain-content.tsx (ADR 086). Elsewhere
// use Mantine's components; `src/ui/` holds the rest of the shared kit.

import {
  Anchor,
  Card,
  Group,
  type MantineSize,
  type MantineSpacing,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { createLink, type LinkComponent } from "@tanstack/react-router";
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
} from "react";

// Mantine's Stack, Group, Card, Text, Title and Anchor as plain elements, for the screens the server
// renders most (the signed-in shell and the dashboard). Each puts out what the Mantine component
// puts out for the props it takes here: the same class names (read from the component, so they
// follow Mantine's stylesheet), data attributes and CSS variables, so the page looks the same.
// What they skip is Mantine's per-render work (theme defaults, the Styles API, style props),
// which the profile showed to be the largest part of a server-rendered page (ADR 039).
// Anything beyond these props (style props, responsive values, classNames) is Mantine's job:
// use the component itself.

export type Size = Extract<MantineSize, string>;
export type Spacing = Extract<MantineSpacing, string>;
type Breakpoint = Size;

/** A theme spacing as its CSS variable. */
export const spacing = (value: Spacing) => `var(--mantine-spacing-${value})`;
/** Class names joined, the ones not given left out. */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** CSS variables in a style object (React's types only name standard properties). */
export const vars = (values: Record<string, string>) => values as CSSProperties;

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  gap?: Spacing;
  component?: "div" | "nav";
  hiddenFrom?: Breakpoint;
  visibleFrom?: Breakpoint;
  children?: ReactNode;
}

/** A layout element: `root` is the component's classes, `variables` its CSS variables. */
function Layout({
  root,
  variables,
  component: Element = "div",
  hiddenFrom,
  visibleFrom,
  className,
  style,
  ...rest
}: Omit<LayoutProps, "gap"> & { root: string; variables: Record<string, string> }) {
  return (
    <Element
      {...rest}
      className={cx(
        root,
        hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
        visibleFrom && `mantine-visible-from-${visibleFrom}`,
        className,
      )}
      style={{ ...vars(variables), ...style }}
    />
  );
}

/** Mantine's `<Stack>`. */
export function PlainStack({
  gap = "md",
  align = "stretch",
  ...rest
}: LayoutProps & { align?: "stretch" | "flex-start" }) {
  return (
    <Layout
      {...rest}
      root={`${Stack.classes.root} mantine-Stack-root`}
      variables={{
        "--stack-gap": spacing(gap),
        "--stack-align": align,
        "--stack-justify": "flex-start",
      }}
    />
  );
}

/** Mantine's `<Group>`. */
export function PlainGroup({
  gap = "md",
  justify = "flex-start",
  align = "center",
  wrap = "wrap",
  ...rest
}: LayoutProps & {
  justify?: "flex-start" | "space-between" | "flex-end";
  align?: "center" | "flex-start";
  wrap?: "wrap" | "nowrap";
}) {
  return (
    <Layout
      {...rest}
      root={`${Group.classes.root} mantine-Group-root`}
      variables={{
        "--group-gap": spacing(gap),
        "--group-align": align,
        "--group-justify": justify,
        "--group-wrap": wrap,
      }}
    />
  );
}

/** Mantine's `<Card withBorder>` (a `<Paper>` underneath), without `Card.Section`s. */
export function PlainCard({
  padding,
  component: Element = "div",
  className,
  style,
  ...rest
}: HTMLAttributes<HTMLElement> & { padding: Spacing; component?: "div" | "section" }) {
  return (
    <Element
      {...rest}
      className={cx(
        `${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`,
        className,
      )}
      style={{ ...vars({ "--card-padding": spacing(padding) }), ...style }}
      data-with-border="true"
      data-orientation="vertical"
    />
  );
}

/** A list shown as rows under rules (keys, endpoints, deliveries): no bullets, no indent. */
export function PlainRows({ style, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul {...rest} style={{ listStyle: "none", margin: 0, padding: 0, ...style }} />;
}

/** One row of `PlainRows`: a rule above it, `space` above and below its content. */
export function PlainRow({
  space = "sm",
  style,
  ...rest
}: HTMLAttributes<HTMLLIElement> & { space?: Spacing }) {
  return (
    <li
      {...rest}
      style={{
        borderTop: "1px solid var(--mantine-color-default-border)",
        padding: `${spacing(space)} 0`,
        ...style,
      }}
    />
  );
}

interface TextStyle {
  size?: Size;
  /** Only the theme's dimmed colour is taken: other colours need Mantine's resolution. */
  c?: "dimmed";
  fw?: number;
}

function textStyle({ size, c, fw }: TextStyle, style?: CSSProperties): CSSProperties {
  return {
    ...(size &&
      vars({
        "--text-fz": `var(--mantine-font-size-${size})`,
        "--text-lh": `var(--mantine-line-height-${size})`,
      })),
    ...(c && { color: `var(--mantine-color-${c})` }),
    ...(fw !== undefined && { fontWeight: fw }),
    ...style,
  };
}

const TEXT_CLASS = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;

/** Mantine's `<Text>` (`span` for `<Text span>`, `truncate` for `truncate="end"`). */
export function PlainText({
  size,
  c,
  fw,
  span = false,
  component,
  truncate = false,
  style,
  className,
  ...rest
}: TextStyle &
  HTMLAttributes<HTMLElement> & { span?: boolean; component?: "div"; truncate?: boolean }) {
  const Element = component ?? (span ? "span" : "p");
  return (
    <Element
      {...rest}
      className={cx(TEXT_CLASS, className)}
      data-size={size}
      data-truncate={truncate ? "end" : undefined}
      style={textStyle({ size, c, fw }, style)}
    />
  );
}

/** Mantine's `<Title>`; `size` takes a heading's size only. */
export function PlainTitle({
  order,
  size,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { order: 1 | 2 | 3; size?: `h${1 | 2 | 3 | 4 | 5 | 6}` }) {
  const Heading = `h${order}` as const;
  const shown = size ?? `h${order}`;
  return (
    <Heading
      {...rest}
      className={cx(Title.classes.root, "mantine-Title-root")}
      style={vars({
        "--title-fw": `var(--mantine-${shown}-font-weight)`,
        "--title-lh": `var(--mantine-${shown}-line-height)`,
        "--title-fz": `var(--mantine-${shown}-font-size)`,
      })}
      data-size={size}
      data-order={order}
    />
  );
}

type AnchorProps = Omit<TextStyle, "c"> &
  AnchorHTMLAttributes<HTMLAnchorElement> & { underline?: "always" | "hover" | "never" };

/** Mantine's `<Anchor>`, underlined by default as the theme has it (WCAG 1.4.1). */
const PlainAnchor = forwardRef<HTMLAnchorElement, AnchorProps>(function PlainAnchor(
  { size, fw, underline = "always", style, className, ...rest },
  ref,
) {
  return (
    <a
      {...rest}
      ref={ref}
      className={cx(
        `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`,
        className,
      )}
      data-size={size}
      data-underline={underline}
      style={textStyle({ size, fw }, style)}
    />
  );
});

/** A router link drawn as Mantine's `<Anchor component={Link}>`. */
export const TextLink: LinkComponent<typeof PlainAnchor> = createLink(PlainAnchor);
