import { Skeleton, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { m } from "~/i18n/paraglide/messages.js";

/**
 * `text` as a QR code, drawn in the browser: an SVG shown as an image (the policy allows data:
 * images). The library loads on first use, so the settings pages do not carry it.
 */
async function qrCodeImage(text: string): Promise<string> {
  const { default: qrcode } = await import("qrcode");
  // Black on white whatever the scheme, with the quiet zone scanners need around it.
  const svg = await qrcode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCode({ text, alt, size }: { text: string; alt: string; size: number }) {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    qrCodeImage(text).then(
      (src) => current && setImage({ text, src }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [text]);

  if (failed) {
    return (
      <Text size="sm" c="ember">
        {m.tfa_qr_failed()}
      </Text>
    );
  }
  if (image?.text !== text) {
    return (
      <div role="status" aria-label={m.tfa_qr_drawing()}>
        <Skeleton width={size} height={size} />
      </div>
    );
  }
  return (
    <img
      src={image.src}
      alt={alt}
      width={size}
      height={size}
      style={{ display: "block", borderRadius: "var(--mantine-radius-sm)" }}
    />
  );
}
