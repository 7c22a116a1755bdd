import { historyResource } from '@texbridge/shared/resources/history';
import { downloadFromApi } from '../../../lib/download-file.ts';

/** GET /backup: the whole site as one .tar.gz, named by the API (a dated name when it gives none). */
export const downloadBackup = () =>
  downloadFromApi(
    historyResource.calls.backup.path,
    `texbridge-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`,
  );
