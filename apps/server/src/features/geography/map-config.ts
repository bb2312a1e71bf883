/**
 * Where the maps' tiles may come from, for the page's Content-Security-Policy img-src: the tile
 * template's origin, its {s} sub-domain letter as a wildcard (docs/decisions/0261). Null when no
 * tile server is configured.
 */
export function tileImageSource(tileUrl: string): string | null {
  const match = /^(https?:\/\/[^/]+)\//.exec(tileUrl);
  if (!match) return null;
  return match[1]!.replace(/\{s\}/g, "*").replace(/\{[^}]*\}/g, "*");
}
