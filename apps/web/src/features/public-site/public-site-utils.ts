import { useEffect } from "react";

/** Google Maps embed of an address at a zoom level (spec §1: zoom 16); needs no API key. */
export function mapEmbedUrl(address: string, zoom: number): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=${zoom}&output=embed`;
}

/** "+91 98765 43210" → "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Sets the browser tab title while the page is shown and gives the previous one back on leaving. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
