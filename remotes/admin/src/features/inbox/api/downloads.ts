import { pathOf } from '@texbridge/shared/resources/define';
import type { PipelineStatus } from '@texbridge/shared/resources/pipeline';
import { rfqsResource } from '@texbridge/shared/resources/rfqs';
import { downloadFromApi } from '../../../lib/download-file.ts';

/** GET /rfqs.csv, of one status or all: one row per line of each RFQ. */
export function exportRfqsCsv(status: PipelineStatus | undefined) {
  const query = status ? `?${new URLSearchParams({ status }).toString()}` : '';
  return downloadFromApi(`${rfqsResource.calls.csv.path}${query}`, status ? `rfqs-${status}.csv` : 'rfqs.csv');
}

/** GET /rfqs/:id/attachments/:n: the file as the buyer sent it. */
export const downloadAttachment = (id: string, n: number, name: string) =>
  downloadFromApi(pathOf(rfqsResource.calls.attachment.path, { id, n: String(n) }), name);
