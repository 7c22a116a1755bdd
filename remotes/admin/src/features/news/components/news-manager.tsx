import { formatNewsDate, newsIsoDate } from '@texbridge/shared/format/news-date';
import { withDefaults } from '@texbridge/shared/resources/define';
import {
  newsCreate,
  newsFields,
  newsResource as newsContract,
  newsUpdate,
  type News,
  type NewsCreate,
  type NewsUpdate,
} from '@texbridge/shared/resources/news';
import type { Column } from '../../../components/crud/columns.tsx';
import { declaredColumns } from '../../../components/crud/declared-columns.tsx';
import { declaredForm } from '../../../components/crud/declared.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { newsResource } from '../api/news-resource.ts';
import { adminScreens } from '../../../config/paths.ts';

// The forms and columns come from the fields declared in shared/src/resources/news.ts.
const addNews = declaredForm<News, NewsCreate>('create', {
  title: 'Add News',
  fields: newsFields,
  body: newsCreate,
  // Released today (docs/spec.md §3), as the contract's defaults say: the staff member's today, not the server's.
  complete: (body) => withDefaults(newsContract, body as NewsCreate),
});
// docs/spec.md §5: an edit changes the title and content.
const editNews = declaredForm<News, NewsUpdate>('edit', {
  title: 'Update News',
  fields: newsFields,
  body: newsUpdate,
  omit: ['newsImage'],
});

const columns: readonly Column<News>[] = [
  ...declaredColumns<News>(newsFields, ['newsImage']),
  // The release date's three fields, read as one date.
  {
    header: 'Date',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => <time dateTime={newsIsoDate(row)}>{formatNewsDate(row)}</time>,
  },
];

export function NewsManager() {
  return (
    <CrudManager
      resource={newsResource}
      screen={adminScreens.news}
      intro="The News Center's items, newest first."
      columns={columns}
      rowName={(row) => row.title}
      add={{ label: 'Add News', form: addNews }}
      edit={editNews}
      confirmDelete="Are You Sure to Delete That News ?"
    />
  );
}
