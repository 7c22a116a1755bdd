import type { PipelineStatus, RequestType } from '@texbridge/shared/resources/pipeline';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { exportRfqsCsv } from '../api/downloads.ts';
import { statusLabel } from '../api/pipeline-words.ts';

/** Why there is nothing to export while the inbox shows enquiries only: the export holds RFQs alone. */
const NO_ENQUIRY_EXPORT = 'The export holds RFQs only: show RFQs to export them';

/**
 * 'Export CSV': the RFQs of the status filtered on (all when none), one row per product line. With the
 * type filter on enquiries it is disabled, and says why, rather than export what the list does not show.
 */
export function ExportCsvButton({
  status,
  type,
}: {
  status: PipelineStatus | undefined;
  type: RequestType | undefined;
}) {
  const exporting = useMutation({
    mutationFn: () => exportRfqsCsv(status),
    onSuccess: (name) => void toast.success(`RFQs exported to ${name}`),
    onError: (error) => void toast.error(`The RFQs could not be exported: ${errorMessage(error)}`),
  });
  const enquiriesOnly = type === 'enquiry';
  const which = status ? `${statusLabel[status].toLowerCase()} RFQs` : 'all RFQs';
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        onClick={() => exporting.mutate()}
        disabled={exporting.isPending || enquiriesOnly}
        aria-busy={exporting.isPending || undefined}
        aria-describedby="inbox-export-what"
        className={buttonStyles.secondary}
      >
        {exporting.isPending && <Spinner inline />}
        Export CSV
      </button>
      <p id="inbox-export-what" className="text-xs text-charcoal-500">
        {enquiriesOnly ? NO_ENQUIRY_EXPORT : `${which[0]!.toUpperCase()}${which.slice(1)}, one row per product`}
      </p>
    </div>
  );
}
