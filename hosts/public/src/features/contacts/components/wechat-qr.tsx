import { Picture } from '../../../components/ui/picture.tsx';

/** docs/spec.md §2: the QR image labelled WeChat. */
export function WeChatQr({ src }: { src: string }) {
  return (
    <figure className="flex items-center gap-5 rounded-2xl bg-indigo-900 p-5 text-ecru-50 shadow-sm">
      <Picture
        src={src}
        alt="WeChat QR code: scan it to chat with us"
        width={160}
        height={160}
        sizes="(min-width: 640px) 128px, 112px"
        className="size-32 shrink-0 rounded-xl bg-white object-contain p-2 sm:size-36"
      />
      <figcaption>
        <span className="block font-display text-2xl">WeChat</span>
        <span className="mt-1 block text-sm text-ecru-200">Scan with WeChat to chat with our team directly.</span>
      </figcaption>
    </figure>
  );
}
