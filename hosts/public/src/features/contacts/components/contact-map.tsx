import { mapOpenUrl, mapSearchUrl, safeMapEmbedUrl } from '../lib/map-embed.ts';

interface ContactMapProps {
  map: string | undefined;
  /** The head office's title and address, for the frame's title and the fallback link. */
  place: string;
  address: string;
}

/**
 * docs/spec.md §2 "an embedded map": framed only from an allowed embed URL (the link is typed by an admin),
 * lazily, telling it our origin but not the page, and sandboxed to what a map needs. Anything else gets a plain link.
 */
export function ContactMap({ map, place, address }: ContactMapProps) {
  const embed = safeMapEmbedUrl(map);
  if (!embed) {
    return (
      <div className="flex min-h-48 flex-1 flex-col justify-center rounded-2xl bg-ecru-100 p-6 ring-1 ring-ecru-200">
        <address className="font-display text-xl text-indigo-900 not-italic">{address}</address>
        <a
          href={mapSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 font-medium text-indigo-800 underline underline-offset-4 hover:text-madder-600"
        >
          Open {address} in Google Maps <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    );
  }
  return (
    <>
      <iframe
        src={embed}
        title={`Map: ${place}, ${address}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        allowFullScreen
        className="min-h-80 w-full flex-1 rounded-2xl border-0 bg-ecru-100 shadow-sm"
      />
      {/* A framed map is hard to use on a phone and invisible to some readers: the full map, one tap away. */}
      <a
        href={mapOpenUrl(embed, address)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center gap-2 self-start rounded-full px-4 font-medium text-indigo-800 ring-1 ring-ecru-300 hover:bg-ecru-100 hover:text-madder-600"
      >
        Open in Maps <span aria-hidden="true">↗</span>
      </a>
    </>
  );
}
