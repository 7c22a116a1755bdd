import { hydrateApp } from './app/hydrate.tsx';
import { readSsrState } from './app/ssr-state.ts';
import './styles.css';

const container = document.getElementById('root')!;
// A page from the render server carries its state; the static shell (nginx's fallback, /login, /admin) does not.
const serverState = readSsrState();

// Not awaited at the top level: the entry shares its chunk with the site's shell (vite.config.ts), and
// a route chunk importing from a chunk that is still evaluating would wait for it for ever.
if (serverState) void hydrateApp(container, serverState);
else void import('./app/start-shell.tsx').then(({ startShell }) => startShell(container));
