import type { ResourceContract } from '@texbridge/shared/resources/define';
import { isRevised, TRASHED_RESOURCES, type ActivityAction } from '@texbridge/shared/resources/history';
import { resources } from '@texbridge/shared/resources/index';

/**
 * What staff call each resource the activity log names (docs/history.md): the content, the requests, the
 * accounts, the uploaded images and the backups downloaded. A name the dashboard does not know is shown as it is.
 */
const RESOURCE_LABELS: Readonly<Record<string, string>> = {
  sliders: 'Slides',
  about: 'About sections',
  news: 'News',
  contacts: 'Contacts',
  products: 'Products',
  privacy: 'Privacy sections',
  reviews: 'Reviews',
  enquiries: 'Enquiries',
  rfqs: 'RFQs',
  users: 'Users',
  uploads: 'Uploads',
  backup: 'Backups',
};

/** Every resource the Activity screen filters by, in the side menu's order. */
export const LOGGED_RESOURCES = [...TRASHED_RESOURCES, 'users', 'uploads', 'backup'] as const;

export const resourceLabel = (name: string) => RESOURCE_LABELS[name] ?? name;

/** A resource's contract by its name, if the dashboard knows it. */
export const contractOf = (name: string) =>
  (resources as readonly ResourceContract[]).find((contract) => contract.name === name);

/** One record of a resource, capitalised: 'Product', 'News item', 'RFQ'. */
export function recordNoun(name: string) {
  const noun = contractOf(name)?.noun ?? name;
  return `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
}

/** A resource's declared fields (shared/src/resources/fields.ts), for the diff's labels and order. */
export const fieldsOf = (name: string) => contractOf(name)?.fields;

/** Whether a resource keeps revisions, so that a record of it has a history to open. */
export const keepsRevisions = isRevised;

/** What each action of the log reads as: 'Updated'. Every action has one (a missing one fails the types). */
const ACTION_LABELS: Readonly<Record<ActivityAction, string>> = {
  create: 'Added',
  update: 'Updated',
  delete: 'Moved to the trash',
  restore: 'Restored',
  'delete-forever': 'Deleted for good',
  'make-admin': 'Made an admin',
  role: 'Role changed',
  invite: 'Invited',
  'withdraw-invitation': 'Invitation withdrawn',
  upload: 'Uploaded',
  status: 'Follow-up changed',
  download: 'Downloaded',
};
export const actionLabel = (action: string) => ACTION_LABELS[action as ActivityAction] ?? action;

/** What a kept record is called (its title, name or first address), as the trash and the log name it. */
export { recordTitle } from '@texbridge/shared/format/record-title';
