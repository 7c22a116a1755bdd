import { loadCrudForm } from './crud-form.tsx';

/** A form's code is fetched when a button that opens one is reached (it loads anyway on open). */
export const preloadCrudForm = () => void loadCrudForm().catch(() => {});
