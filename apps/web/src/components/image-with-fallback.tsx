import { Image, type ImageProps } from "@mantine/core";
import { useState, type ComponentPropsWithoutRef } from "react";

/** Served from apps/web/public: shown for a missing or broken image (spec §8). */
export const DEFAULT_IMAGE_SRC = "/images/default-avatar.svg";

export type ImageWithFallbackProps = Omit<ImageProps, "src" | "fallbackSrc"> &
  Omit<ComponentPropsWithoutRef<"img">, keyof ImageProps | "src" | "alt"> & {
    /** The image URL (e.g. `/api/files/<id>`, sent with the session cookie); null or empty shows the fallback. */
    src: string | null | undefined;
    /** Required: describe the picture, or pass "" for a purely decorative one. */
    alt: string;
    /** Defaults to the default avatar. */
    fallbackSrc?: string;
  };

/**
 * An image that falls back to a default picture when its URL is missing or fails to load
 * (spec §8: "Broken images fall back to a default image"). Lazy-loaded by default.
 * The element carries `data-fallback="true"` while the fallback is shown.
 *
 * ```tsx
 * <ImageWithFallback src={driver.profilePictureThumb} alt="" w={40} h={40} radius="xl" />
 * ```
 */
export function ImageWithFallback({ src, alt, fallbackSrc = DEFAULT_IMAGE_SRC, loading = "lazy", ...rest }: ImageWithFallbackProps) {
  // Remember which URL failed, so a new URL (after an edit) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;
  return (
    <Image
      fit="cover"
      {...rest}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      loading={loading}
      data-fallback={showFallback ? "true" : undefined}
      onError={() => {
        if (src && !showFallback) setFailedSrc(src);
      }}
    />
  );
}
