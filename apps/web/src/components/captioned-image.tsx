import { Stack, Text } from "@mantine/core";
import { ImageWithFallback } from "./image-with-fallback";

/**
 * One image with a visible caption (identity documents, photos in view modals): the caption is
 * also the alt text; a missing or broken image shows the default picture.
 */
export function CaptionedImage({ src, label, height = 140 }: { src: string | null | undefined; label: string; height?: number }) {
  return (
    <Stack component="figure" gap={4} m={0}>
      <ImageWithFallback src={src} alt={label} h={height} w="100%" fit="contain" radius="sm" bg="gray.1" />
      <Text component="figcaption" size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
