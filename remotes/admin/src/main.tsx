import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import RemoteApp from './app/remote-app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RemoteApp />
  </StrictMode>,
);
