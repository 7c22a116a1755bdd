import { useLocation } from 'react-router-dom';

/**
 * The address's last `count` segments, decoded: a route's parameters, read without useParams, which the
 * host does not share with the dashboard (shared/src/federation-exports.ts).
 */
export function usePathTail(count: number): string[] {
  const segments = useLocation().pathname.replace(/\/+$/, '').split('/');
  return segments.slice(-count).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}
