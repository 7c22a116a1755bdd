import { Route, Routes } from 'react-router-dom';
import { adminScreens } from '../config/paths.ts';
import { AboutManager } from '../features/about/components/about-manager.tsx';
import { NewsManager } from '../features/news/components/news-manager.tsx';
import { SliderManager } from '../features/slider/components/slider-manager.tsx';
import { ComingSoon } from './routes/coming-soon.tsx';
import { NotFound } from './routes/not-found.tsx';

/** Descendant routes, relative to wherever the host mounted the dashboard (SPEC.md §2 route table). */
export function AdminRoutes({ basename }: { basename: string }) {
  const { slider, about, news, contact, product, privacy, users, reviews, enquiries } = adminScreens;
  return (
    <Routes>
      <Route index element={<SliderManager />} />
      <Route path={slider.path} element={<SliderManager />} />
      <Route path={about.path} element={<AboutManager />} />
      <Route path={news.path} element={<NewsManager />} />
      {[contact, product, privacy, users, reviews, enquiries].map((screen) => (
        <Route key={screen.path} path={screen.path} element={<ComingSoon title={screen.title} />} />
      ))}
      <Route path="*" element={<NotFound basename={basename} />} />
    </Routes>
  );
}
