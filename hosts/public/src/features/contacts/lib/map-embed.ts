/**
 * The only map embeds the page will frame (the admin types the link): Google Maps' embed URLs and
 * OpenStreetMap's export embed, over https, with no credentials or unusual port.
 */
const ALLOWED: ((url: URL) => boolean)[] = [
  (url) => url.hostname === 'www.google.com' && url.pathname.startsWith('/maps/embed'),
  (url) => url.hostname === 'maps.google.com',
  (url) => url.hostname === 'www.openstreetmap.org' && url.pathname === '/export/embed.html',
];

/** The embed URL when it is one we allow, else null (the page then links to the address instead). */
export function safeMapEmbedUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return ALLOWED.some((allowed) => allowed(url)) ? url.href : null;
}

/** A plain Google Maps search for an address: the fallback when there is no embed we can show. */
export const mapSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
