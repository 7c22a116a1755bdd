import type { RevisedResource } from '@texbridge/shared/resources/history';
import { Link } from 'react-router-dom';
import { HistoryView } from '../../../components/history/history-view.tsx';
import { keepsRevisions, recordNoun, recordTitle } from '../../../components/history/resource-words.ts';
import { useRevisions } from '../../../components/history/revisions-api.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PAGE_HEADING_ID, ScreenHeading } from '../../../components/ui/screen-heading.tsx';
import { adminScreens, managerOf } from '../../../config/paths.ts';
import { usePathTail } from '../../../lib/use-path-tail.ts';

const link =
  'font-semibold text-indigo-800 underline decoration-ecru-400 underline-offset-2 hover:decoration-indigo-800';
/** Route-relative: up from this route and from the history route, to one of the dashboard's screens. */
const screenLink = (path: string) => `../../${path}`;

/** The record named by its newest version (it may be in the trash, where no list shows it), then its versions. */
function RecordHistory({ resource, id }: { resource: RevisedResource; id: string }) {
  const name = recordTitle(useRevisions(resource, id).data?.[0]?.data) ?? id;
  return (
    <>
      <p className="text-sm text-charcoal-700">
        {recordNoun(resource)} “{name}”
      </p>
      <HistoryView resource={resource} id={id} name={name} />
    </>
  );
}

/**
 * One record's history at its own address (`/admin/history/products/<id>`), where the Activity screen's
 * entries lead: the same view a manager's History button opens.
 */
export function HistoryScreen() {
  // The route's `:resource/:id` (config/paths.ts historyRecordRoute).
  const [resource = '', id = ''] = usePathTail(2);
  const { title } = adminScreens.history;
  const manager = managerOf[resource];
  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-4">
      <ScreenHeading
        title={title}
        lead={
          <span className="flex flex-wrap gap-x-4">
            <Link to={screenLink(adminScreens.activity.path)} className={link}>
              Back to the activity
            </Link>
            {manager && (
              <Link to={screenLink(manager.path)} className={link}>
                Open {manager.label}
              </Link>
            )}
          </span>
        }
      />
      {keepsRevisions(resource) ? (
        <RecordHistory resource={resource} id={id} />
      ) : (
        <EmptyState>Only the site’s content keeps versions: there is no history of “{resource}” records.</EmptyState>
      )}
    </section>
  );
}
