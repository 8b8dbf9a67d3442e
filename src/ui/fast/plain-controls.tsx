// Mantine's Button, UnstyledButton, Burger, Avatar, Container and SegmentedControl as plain
// elements, for the signed-in shell (the rule and the reason are at the top of plain.tsx, and in
// ADR 086); what only pages show is in plain-content.tsx, so that every page's first load stays
// the shell's. Each puts out the markup the Mantine component puts out for the props it takes
// here (plain-controls.test.tsx compares them), so Mantine's stylesheet draws it the same.
// Colours come from the theme's own resolver. `PlainAvatar` is every avatar's, for its fallback.

import {
  Avatar,
  Burger,
  Button,
  Container,
  Loader,
  type MantineColor,
  type MantineTheme,
  SegmentedControl,
  UnstyledButton,
  useMantineTheme,
} from "@mantine/core";
import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useState,
} from "react";
import { cx, type Size, vars } from "./plain";

type Variant = "filled" | "light" | "default";

/** Mantine's `rem()` for a number of pixels: the value follows the theme's scale. */
export const remOf = (pixels: number) => `calc(${pixels / 16}rem * var(--mantine-scale))`;

type VariantColors = ReturnType<MantineTheme["variantColorResolver"]>;
const resolved = new WeakMap<MantineTheme, Map<string, VariantColors>>();

/** The theme's colours for a variant, worked out once per theme, variant and colour. */
export function variantColors(
  theme: MantineTheme,
  variant: Variant,
  color: MantineColor | undefined,
) {
  let known = resolved.get(theme);
  if (!known) {
    known = new Map();
    resolved.set(theme, known);
  }
  const key = `${variant}:${color ?? ""}`;
  let colors = known.get(key);
  if (!colors) {
    colors = theme.variantColorResolver({ color: color ?? theme.primaryColor, theme, variant });
    known.set(key, colors);
  }
  return colors;
}

const UNSTYLED_BUTTON = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

type ButtonElementProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
};

/** Mantine's `<UnstyledButton>`: a button with the focus ring and no look of its own. */
export function PlainUnstyledButton({ className, ...rest }: ButtonElementProps) {
  return <button type="button" {...rest} className={cx(UNSTYLED_BUTTON, className)} />;
}

interface PlainButtonProps extends ButtonElementProps {
  variant?: Variant;
  color?: MantineColor;
  fullWidth?: boolean;
  justify?: "center" | "space-between";
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Shows Mantine's loader over the label and disables the button (without the fade-in). */
  loading?: boolean;
  /** Mantine's `maw` style prop. */
  maxWidth?: number;
}

/** The style Mantine's transition gives its button's loader once shown. */
const LOADER_SHOWN: CSSProperties = {
  WebkitBackfaceVisibility: "hidden",
  transformOrigin: "center",
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${remOf(1)}))`,
};

/** Mantine's `<Button>` at its default size and radius. */
export function PlainButton({
  variant = "filled",
  color,
  fullWidth = false,
  justify,
  leftSection,
  rightSection,
  loading = false,
  maxWidth,
  disabled = false,
  className,
  style,
  children,
  ...rest
}: PlainButtonProps) {
  const theme = useMantineTheme();
  const colors = variantColors(theme, variant, color);
  // Mantine names the background, hover and border only when a variant or colour is given.
  const named = color !== undefined || variant !== "filled";
  const section = (position: "left" | "right", content: ReactNode) => (
    <span className={`${Button.classes.section} mantine-Button-section`} data-position={position}>
      {content}
    </span>
  );
  return (
    <button
      type="button"
      {...rest}
      className={cx(
        UNSTYLED_BUTTON,
        !disabled && !loading && "mantine-active",
        `${Button.classes.root} mantine-Button-root`,
        className,
      )}
      style={{
        ...vars({
          ...(justify && { "--button-justify": justify }),
          ...(named && {
            "--button-bg": colors.background,
            "--button-hover": colors.hover,
          }),
          "--button-color": colors.color,
          ...(named && {
            "--button-bd": colors.border,
            ...(colors.hoverColor && { "--button-hover-color": colors.hoverColor }),
          }),
        }),
        ...(maxWidth !== undefined && { maxWidth: remOf(maxWidth) }),
        ...style,
      }}
      disabled={disabled || loading}
      data-variant={variant === "filled" ? undefined : variant}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      data-block={fullWidth || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      {loading && (
        <span
          className={`${Button.classes.loader} mantine-Button-loader`}
          style={LOADER_SHOWN}
          aria-hidden="true"
        >
          <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
        </span>
      )}
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        {leftSection && section("left", leftSection)}
        <span
          className={`${Button.classes.label} mantine-Button-label`}
          data-loading={loading || undefined}
        >
          {children}
        </span>
        {rightSection && section("right", rightSection)}
      </span>
    </button>
  );
}

/** Mantine's `<Burger>`: the narrow layout's menu button. */
export function PlainBurger({
  opened,
  size,
  hiddenFrom,
  className,
  style,
  ...rest
}: ButtonElementProps & { opened: boolean; size: Size; hiddenFrom?: Size }) {
  return (
    <button
      type="button"
      {...rest}
      className={cx(
        UNSTYLED_BUTTON,
        `${Burger.classes.root} mantine-Burger-root`,
        hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
        className,
      )}
      style={{ ...vars({ "--burger-size": `var(--burger-size-${size})` }), ...style }}
      data-size={size}
    >
      <div
        className={`${Burger.classes.burger} mantine-Burger-burger`}
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </button>
  );
}

/**
 * Mantine's `<Avatar>` with a colour: the picture, or `children` (the initials) when there is
 * none or it fails to load, before the page is hydrated too (Mantine's keeps a broken picture).
 */
export function PlainAvatar({
  src,
  alt,
  color,
  radius,
  size,
  children,
}: {
  src?: string | null;
  alt: string;
  color: MantineColor;
  radius: Size;
  /** A theme size, or pixels; Mantine's default (md) when left out. */
  size?: Size | number;
  children: ReactNode;
}) {
  const theme = useMantineTheme();
  const colors = variantColors(theme, "light", color);
  // The address that failed to load: a new picture gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // The server's <img> may fail before React listens for its error: decode() rejects for a
  // picture that failed, then or later (React's onError alone would miss the first case).
  const watchImage = useCallback(
    (image: HTMLImageElement | null) => {
      image?.decode().catch(() => setFailedSrc(src ?? null));
    },
    [src],
  );
  return (
    <div
      className={`${Avatar.classes.root} mantine-Avatar-root`}
      data-size={typeof size === "string" ? size : undefined}
      style={vars({
        ...(size !== undefined && {
          "--avatar-size": typeof size === "number" ? remOf(size) : `var(--avatar-size-${size})`,
        }),
        "--avatar-radius": `var(--mantine-radius-${radius})`,
        "--avatar-bg": colors.background,
        "--avatar-color": colors.color,
        "--avatar-bd": colors.border,
      })}
    >
      {src && src !== failedSrc ? (
        <img
          className={`${Avatar.classes.image} mantine-Avatar-image`}
          ref={watchImage}
          src={src}
          alt={alt}
        />
      ) : (
        <span className={`${Avatar.classes.placeholder} mantine-Avatar-placeholder`} title={alt}>
          {children}
        </span>
      )}
    </div>
  );
}

/** Mantine's `<Container>` of a theme size. */
export function PlainContainer({ size, children }: { size: Size; children: ReactNode }) {
  return (
    <div
      className={`${Container.classes.root} mantine-Container-root`}
      style={vars({ "--container-size": `var(--container-size-${size})` })}
      data-size={size}
      data-strategy="block"
    >
      {children}
    </div>
  );
}

const SC = SegmentedControl.classes;

/**
 * Mantine's `<SegmentedControl>` as the server renders it: radio buttons, the chosen one drawn
 * by the stylesheet, without the indicator that slides between them. Render Mantine's own once
 * the page is hydrated (`useMounted`): the server and the hydrating render then put out this.
 */
export function PlainSegmentedControl<Value extends string>({
  size,
  data,
  value,
  onChange,
  "aria-label": label,
}: {
  size: Size;
  data: { label: string; value: Value }[];
  value: Value;
  onChange: (value: Value) => void;
  "aria-label": string;
}) {
  const name = `mantine-${useId()}`;
  return (
    <div
      className={`${SC.root} mantine-SegmentedControl-root`}
      style={vars({
        "--sc-shadow": "var(--mantine-shadow-xs)",
        "--sc-padding": `var(--sc-padding-${size})`,
        "--sc-font-size": `var(--mantine-font-size-${size})`,
      })}
      data-size={size}
      data-with-items-borders="true"
      aria-label={label}
      role="radiogroup"
    >
      {data.map((item) => {
        const active = item.value === value || undefined;
        return (
          <div
            key={item.value}
            className={`${SC.control} mantine-SegmentedControl-control`}
            data-active={active}
          >
            <input
              className={`${SC.input} mantine-SegmentedControl-input`}
              type="radio"
              name={name}
              value={item.value}
              id={`${name}-${item.value}`}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
              data-focus-ring="auto"
            />
            <label
              className={`${SC.label} mantine-SegmentedControl-label`}
              data-active={active}
              htmlFor={`${name}-${item.value}`}
            >
              <span className={`${SC.innerLabel} mantine-SegmentedControl-innerLabel`}>
                {item.label}
              </span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
