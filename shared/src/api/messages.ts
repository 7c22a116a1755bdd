/**
 * The API's sentences for refusals that are not about one field, written once: the server answers with them
 * and the fake API of the front-end tests answers with the same words.
 */
export const messages = {
  noToken: 'Sign in first: send Authorization: Bearer <Firebase ID token>.',
  badToken: 'The sign-in token is invalid, expired or revoked; sign in again.',
  noEmail: 'The signed-in account has no e-mail address.',
  notAdmin: 'This account is not an admin.',
  ownEmailOnly: 'You may only ask about your own e-mail address.',
  ownAccount: 'You cannot delete your own account.',
  lastAdmin: 'The last admin cannot be deleted; make another user admin first.',
  notFound: (noun: string, id: string) => `No ${noun} with id ${id}.`,
  noRoute: (method: string, url: string) => `No route ${method} ${url}`,
  jsonOnly: 'send the body as JSON (Content-Type: application/json)',
  multipartOnly: 'send the file as multipart/form-data in a field named file',
  fileRequired: 'file is required (multipart field "file")',
  imageType: 'file must be a JPEG, PNG, WebP, GIF or AVIF image',
} as const;
