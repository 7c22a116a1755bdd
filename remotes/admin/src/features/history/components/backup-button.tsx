import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { downloadBackup } from '../api/download-backup.ts';

/**
 * "Download a backup": the whole site (its tables and uploads) as one .tar.gz, fetched with the token and
 * saved as a file, as `npm run backup` writes it (docs/history.md).
 */
export function BackupButton() {
  const downloading = useMutation({
    mutationFn: downloadBackup,
    onSuccess: (name) => void toast.success(`Backup saved as ${name}`),
    onError: (error) => void toast.error(`The backup could not be downloaded: ${errorMessage(error)}`),
  });
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        onClick={() => downloading.mutate()}
        disabled={downloading.isPending}
        aria-busy={downloading.isPending || undefined}
        aria-describedby="activity-backup-what"
        className={buttonStyles.secondary}
      >
        {downloading.isPending && <Spinner inline />}
        Download a backup
      </button>
      <p id="activity-backup-what" className="text-xs text-charcoal-500">
        The whole site, with its images, as one .tar.gz file
      </p>
    </div>
  );
}
