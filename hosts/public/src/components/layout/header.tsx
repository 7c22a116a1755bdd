import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { siteName } from '../../config/runtime.ts';

// Placeholder until the header is built.
export function Header() {
  return (
    <header>
      <Link to={paths.home.getHref()}>{siteName()}</Link>
    </header>
  );
}
