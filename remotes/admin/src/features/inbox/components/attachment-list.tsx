import type { Rfq } from '@texbridge/shared/resources/rfqs';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { downloadAttachment } from '../api/downloads.ts';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The files the buyer attached (tech packs, photos), each downloaded with the admin's token. */
export function AttachmentList({ rfq }: { rfq: Pick<Rfq, '_id' | 'attachments'> }) {
  const download = useMutation({
    mutationFn: ({ n, name }: { n: number; name: string }) => downloadAttachment(rfq._id, n, name),
    onError: (error, { name }) => void toast.error(`${name} could not be downloaded: ${errorMessage(error)}`),
  });
  if (rfq.attachments.length === 0) return <p className="text-sm text-charcoal-500">No files attached.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {rfq.attachments.map((file, n) => {
        const busy = download.isPending && download.variables?.n === n;
        return (
          <li key={`${n}-${file.name}`}>
            <button
              type="button"
              onClick={() => download.mutate({ n, name: file.name })}
              disabled={busy}
              aria-busy={busy || undefined}
              className={`${buttonStyles.secondary} max-w-full`}
            >
              {busy && <Spinner inline />}
              <span className="truncate">Download {file.name}</span>{' '}
              <span className="text-xs font-normal text-charcoal-500">({size(file.bytes)})</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
