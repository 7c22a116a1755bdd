import { enquiryUpdate } from '@texbridge/shared/resources/enquiries';
import { useUpdateRecord } from '../../../lib/screen-resource.ts';
import { enquiriesResource } from './enquiries-resource.ts';

/** Marks an enquiry handled or new again (PATCH { handled }); toasts and refetches like every save. */
export function useSetHandled() {
  const update = useUpdateRecord(enquiriesResource);
  const setHandled = (id: string, handled: boolean) =>
    update.mutate({ id, toBody: () => enquiryUpdate.parse({ handled }) });
  /** Whether this enquiry's change is under way. */
  const pendingFor = (id: string) => update.isPending && update.variables?.id === id;
  return { setHandled, pendingFor, isPending: update.isPending };
}
