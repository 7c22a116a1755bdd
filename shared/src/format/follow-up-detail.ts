import type { PipelineStatus } from '../resources/pipeline.ts';

/** What the activity log reads of a request's follow-up, before and after a change. */
export interface FollowUpState {
  status: PipelineStatus;
  /** The assignee's e-mail; null or absent when no one looks after it. */
  assignee?: string | null | undefined;
}

/**
 * What a follow-up change did, as its line in the activity log says it (docs/history.md): each part that
 * changed, in the order of the form, e.g. 'Status: new → quoted; Assigned to sam@agency.example; Note added'.
 * A note's words are on the request itself; its line says only that one was added.
 */
export function followUpDetail(before: FollowUpState, after: FollowUpState, noteAdded: boolean): string {
  const parts: string[] = [];
  if (before.status !== after.status) parts.push(`Status: ${before.status} → ${after.status}`);
  const [was, is] = [before.assignee ?? '', after.assignee ?? ''];
  if (was !== is) parts.push(is ? `Assigned to ${is}` : `No longer assigned to ${was}`);
  if (noteAdded) parts.push('Note added');
  return parts.join('; ');
}
