import type { RevisedResource } from '@texbridge/shared/resources/history';
import { Modal } from '../crud/modal.tsx';
import { HistoryView } from './history-view.tsx';

/** A manager row's "History": the record's versions in a dialog, focus back on the row's button after. */
export function HistoryDialog({
  resource,
  id,
  name,
  onClose,
}: {
  resource: RevisedResource;
  id: string;
  name: string;
  onClose: () => void;
}) {
  return (
    <Modal title={`History of “${name}”`} onClose={onClose} size="xl">
      <HistoryView resource={resource} id={id} name={name} />
    </Modal>
  );
}
