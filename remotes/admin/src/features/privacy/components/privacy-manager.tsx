import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { adminScreens } from '../../../config/paths.ts';

/** Placeholder until this manager is described on the CRUD kit. */
export function PrivacyManager() {
  return <ComingSoon title={adminScreens.privacy.title} />;
}
