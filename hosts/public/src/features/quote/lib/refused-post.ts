import { createContext, useContext } from 'react';
import type { RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';

/**
 * A quote sent without JavaScript that the API refused: the render server renders /quote again with it
 * (src/entry-server.tsx), and the form starts out holding what was typed and the error.
 */
export const RefusedRfqPostContext = createContext<RefusedRfqPost | undefined>(undefined);
export const useRefusedRfqPost = () => useContext(RefusedRfqPostContext);
