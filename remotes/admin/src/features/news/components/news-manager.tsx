import { WIDE_IMAGE_HINT } from '@texbridge/shared/resources/fields';
import { formatNewsDate, newsIsoDate } from '@texbridge/shared/format/news-date';
import type { News } from '@texbridge/shared/resources/news';
import { withDefaults } from '@texbridge/shared/resources/define';
import { newsCreate, newsResource as newsContract, newsUpdate } from '@texbridge/shared/resources/news';
import { imageColumn, textColumn, type Column } from '../../../components/crud/columns.tsx';
import { describeForm } from '../../../components/crud/crud-form.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { newsResource } from '../api/news-resource.ts';
import { adminScreens } from '../../../config/paths.ts';

const addNews = describeForm({
  title: 'Add News',
  schema: newsCreate.pick({ title: true, content: true }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'content', label: 'Content', kind: 'textarea', rows: 8, required: true },
  ],
  defaults: () => ({ title: '', content: '' }),
  image: { label: 'News Image', hint: WIDE_IMAGE_HINT, required: true },
  // Released today (docs/spec.md §3), as the contract's defaults say: the staff member's today, not the server's.
  toBody: (values, imageUrl) => withDefaults(newsContract, { ...values, newsImage: imageUrl ?? '' }),
});

const editNews = describeForm({
  title: 'Update News',
  schema: newsUpdate.omit({ newsImage: true }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'content', label: 'Content', kind: 'textarea', rows: 8 },
  ],
  defaults: (row: News | undefined) => ({ title: row?.title ?? '', content: row?.content ?? '' }),
  toBody: (values) => values,
});

const columns: readonly Column<News>[] = [
  imageColumn('Image', (row) => row.newsImage),
  textColumn('Title', (row) => row.title, 20),
  textColumn('Content', (row) => row.content, 50, { className: 'min-w-56' }),
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
