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

/**
 * Where 'Open in Maps' goes for an allowed embed: the same map as a full page. maps.google.com drops its
 * output=embed; an embed/v1 place link becomes a search for its q; an OpenStreetMap export embed opens the
 * map at its marker (or the centre of its box). A Google /maps/embed?pb= link carries no readable place, so
 * it opens as it is: Google shows it full-window with its own "View larger map".
 */
export function mapOpenUrl(embed: string, address: string): string {
  const url = new URL(embed);
  if (url.hostname === 'maps.google.com') {
    url.searchParams.delete('output');
    return url.href;
  }
  if (url.hostname === 'www.google.com' && url.pathname.startsWith('/maps/embed/v1/')) {
    return mapSearchUrl(url.searchParams.get('q') ?? address);
  }
  if (url.hostname === 'www.openstreetmap.org') {
    const marker = url.searchParams.get('marker')?.split(',').map(Number);
    const box = url.searchParams.get('bbox')?.split(',').map(Number);
    const [lat, lon] =
      marker?.length === 2 ? marker : box?.length === 4 ? [(box[1]! + box[3]!) / 2, (box[0]! + box[2]!) / 2] : [];
    if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      return 'https://www.openstreetmap.org/';
    }
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  return url.href;
}
