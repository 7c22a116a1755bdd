import { createContext, useContext } from 'react';
import type { EnquiryFormName, RefusedEnquiryPost } from '@texbridge/shared/resources/enquiry-form';

/**
 * A form sent without JavaScript that the API refused: the render server renders the page again with it
 * (src/entry-server.tsx), and the form it came from starts out holding what was typed and the error.
 */
export const RefusedEnquiryPostContext = createContext<RefusedEnquiryPost | undefined>(undefined);

/** The refused post, when it came from this form. */
export function useRefusedPost(form: EnquiryFormName): RefusedEnquiryPost | undefined {
  const post = useContext(RefusedEnquiryPostContext);
  return post?.form === form ? post : undefined;
}
