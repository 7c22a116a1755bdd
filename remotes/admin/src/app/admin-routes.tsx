import { Navigate, Route, Routes } from 'react-router-dom';
import {
  adminScreens,
  enquiriesInInbox,
  historyRecordRoute,
  inboxItemRoute,
  oldEnquiriesPath,
} from '../config/paths.ts';
import { AboutManager } from '../features/about/components/about-manager.tsx';
import { NewsManager } from '../features/news/components/news-manager.tsx';
import { ContactsManager } from '../features/contacts/components/contacts-manager.tsx';
import { PrivacyManager } from '../features/privacy/components/privacy-manager.tsx';
import { ProductsManager } from '../features/products/components/products-manager.tsx';
import { ReviewsManager } from '../features/reviews/components/reviews-manager.tsx';
import { UsersManager } from '../features/users/components/users-manager.tsx';
import { SlidersManager } from '../features/sliders/components/sliders-manager.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { NotFound } from './routes/not-found.tsx';

// The content screens come with the dashboard (each is a few hundred bytes); the inbox's and the history's
// screens, the larger ones, are fetched when first opened (docs/performance.md).
const ActivityScreen = lazyScreen(() =>
  import('../features/history/components/activity-screen.tsx').then((m) => m.ActivityScreen),
);
const HistoryScreen = lazyScreen(() =>
  import('../features/history/components/history-screen.tsx').then((m) => m.HistoryScreen),
);
const TrashScreen = lazyScreen(() =>
  import('../features/history/components/trash-screen.tsx').then((m) => m.TrashScreen),
);
const InboxScreen = lazyScreen(() =>
  import('../features/inbox/components/inbox-screen.tsx').then((m) => m.InboxScreen),
);
const RequestScreen = lazyScreen(() =>
  import('../features/inbox/components/request-screen.tsx').then((m) => m.RequestScreen),
);

/** Descendant routes, relative to wherever the host mounted the dashboard (docs/spec.md §2 route table). */
export function AdminRoutes({ basename }: { basename: string }) {
  const { slider, about, news, contact, product, privacy, users, reviews, inbox, trash, activity, history } =
    adminScreens;
  return (
    <Routes>
      <Route index element={<SlidersManager />} />
      <Route path={slider.path} element={<SlidersManager />} />
      <Route path={about.path} element={<AboutManager />} />
      <Route path={news.path} element={<NewsManager />} />
      <Route path={contact.path} element={<ContactsManager />} />
      <Route path={product.path} element={<ProductsManager />} />
      <Route path={privacy.path} element={<PrivacyManager />} />
      <Route path={users.path} element={<UsersManager />} />
      <Route path={reviews.path} element={<ReviewsManager />} />
      <Route path={inbox.path}>
        <Route index element={<InboxScreen />} />
        {/* The link in the e-mail to staff (inboxItemPath in shared/src/resources/pipeline.ts). */}
        <Route path={inboxItemRoute} element={<RequestScreen />} />
      </Route>
      <Route path={trash.path} element={<TrashScreen />} />
      <Route path={activity.path} element={<ActivityScreen />} />
      {/* docs/history.md: one record's versions, where the Activity screen's entries lead. */}
      <Route path={history.path}>
        <Route path={historyRecordRoute} element={<HistoryScreen />} />
      </Route>
      <Route path={oldEnquiriesPath} element={<Navigate to={enquiriesInInbox} replace />} />
      <Route path="*" element={<NotFound basename={basename} />} />
    </Routes>
  );
}
