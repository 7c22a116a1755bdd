// No zod here: what the public site's enquiry form needs of the enquiries contract. The contract
// (enquiries.ts, classic zod, which the API validates with) and the form's zod/mini schema
// (hosts/public features/enquiries) both take these from here, so a path or a cap is changed once,
// and the form, which every page's footer loads, stays free of classic zod (issue 12).

/** POST: anyone may send an enquiry. */
export const ENQUIRY_CREATE_PATH = '/enquiries';

/** The longest value each field of the contact enquiry form takes (docs/spec.md §2), in characters. */
export const ENQUIRY_MAX_LENGTH = {
  user_name: 120,
  user_email: 320,
  message: 5000,
} as const;
