// Mantine's Badge, Code, Skeleton and SimpleGrid as plain elements, for what the dashboard
// shows (the rule and the reason are at the top of plain.tsx, and in ADR 086). Apart from
// plain-controls.tsx, which the shell loads on every signed-in page, so that these components'
// code stays with the pages that show them. plain-controls.test.tsx compares their markup with
// Mantine's.

import {
  Badge,
  Code,
  type MantineColor,
  SimpleGrid,
  Skeleton,
  useMantineTheme,
} from "@mantine/core";
import type { HTMLAttributes, ReactNode } from "react";
import { type Spacing, spacing, vars } from "./plain";
import { remOf, variantColors } from "./plain-controls";

const length = (value: number | string) => (typeof value === "number" ? remOf(value) : value);

/** Mantine's `<Badge variant="light">`. */
export function PlainBadge({ color, children }: { color: MantineColor; children: ReactNode }) {
  const colors = variantColors(useMantineTheme(), "light", color);
  return (
    <div
      className={`${Badge.classes.root} mantine-Badge-root`}
      style={vars({
        "--badge-bg": colors.background,
        "--badge-color": colors.color,
        "--badge-bd": colors.border,
      })}
      data-variant="light"
    >
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{children}</span>
    </div>
  );
}

/** Mantine's inline `<Code>`. */
export function PlainCode(props: HTMLAttributes<HTMLElement>) {
  return <code {...props} className={`${Code.classes.root} mantine-Code-root`} dir="ltr" />;
}

/** Mantine's `<Skeleton>`, shown and animated; numbers are pixels, as Mantine takes them. */
export function PlainSkeleton({
  height,
  width,
  marginBottom,
}: {
  height: number | string;
  width?: number | string;
  marginBottom?: Spacing;
}) {
  return (
    <div
      className={`${Skeleton.classes.root} mantine-Skeleton-root`}
      style={{
        ...vars({
          "--skeleton-height": length(height),
          ...(width !== undefined && { "--skeleton-width": length(width) }),
        }),
        ...(marginBottom && { marginBottom: spacing(marginBottom) }),
      }}
      data-visible="true"
      data-animate="true"
    />
  );
}

/**
 * Mantine's `<SimpleGrid>` with columns per breakpoint. Mantine writes a `<style>` element for
 * each grid; here the breakpoints are rules in app.css (`.plain-grid`), read from these variables.
 */
export function PlainGrid({
  cols,
  spacing: gap = "md",
  children,
}: {
  cols: { base: number; xs?: number; sm?: number };
  spacing?: Spacing;
  children: ReactNode;
}) {
  return (
    <div
      className={`${SimpleGrid.classes.root} mantine-SimpleGrid-root plain-grid`}
      style={vars({
        "--sg-spacing-x": spacing(gap),
        "--sg-spacing-y": spacing(gap),
        "--plain-grid-cols": String(cols.base),
        ...(cols.xs !== undefined && { "--plain-grid-cols-xs": String(cols.xs) }),
        ...(cols.sm !== undefined && { "--plain-grid-cols-sm": String(cols.sm) }),
      })}
    >
      {children}
    </div>
  );
}
