import { act, renderHook } from '@testing-library/react';
import { draftKey, readDraft, writeDraft } from '../../lib/drafts.ts';
import { useCrudDialogs } from './use-crud-dialogs.ts';

interface Row {
  _id: string;
}
const first: Row = { _id: 'a1' };
const second: Row = { _id: 'b2' };

describe('useCrudDialogs', () => {
  it('closes a form at once when nothing was typed, and asks first when something was', () => {
    const { result } = renderHook(() => useCrudDialogs<Row>('slides'));
    act(() => result.current.open({ kind: 'add' }));
    act(() => result.current.requestClose());
    expect(result.current.dialog).toBeNull();

    act(() => result.current.open({ kind: 'add' }));
    act(() => result.current.setDirty(true));
    act(() => result.current.requestClose());
    expect(result.current.dialog).toEqual({ kind: 'add' });
    expect(result.current.askDiscard).toBe(true);

    act(() => result.current.keepEditing());
    expect(result.current.askDiscard).toBe(false);
    expect(result.current.dialog).toEqual({ kind: 'add' });
  });

  it("keeps each form's draft under its own key, and drops only that one when the form is done with", () => {
    const { result } = renderHook(() => useCrudDialogs<Row>('slides'));
    writeDraft(draftKey('slides', { edit: first._id }), { title: 'first' });
    writeDraft(draftKey('slides', { edit: second._id }), { title: 'second' });

    act(() => result.current.open({ kind: 'edit', row: first, position: 1 }));
    expect(result.current.formDraft).toBe(draftKey('slides', { edit: first._id }));
    act(() => result.current.setDirty(true));
    act(() => result.current.closeWithoutDraft());

    expect(result.current.dialog).toBeNull();
    expect(readDraft(draftKey('slides', { edit: first._id }))).toBeNull();
    expect(readDraft(draftKey('slides', { edit: second._id }))).toEqual({ title: 'second' });
    // Closed, it is clean again: the next form closes at once.
    act(() => result.current.open({ kind: 'edit', row: second, position: 2 }));
    act(() => result.current.requestClose());
    expect(result.current.dialog).toBeNull();
  });

  it('has no draft key for the delete and history dialogs', () => {
    const { result } = renderHook(() => useCrudDialogs<Row>('slides'));
    act(() => result.current.open({ kind: 'delete', row: first }));
    expect(result.current.formDraft).toBeUndefined();
    act(() => result.current.open({ kind: 'history', row: first }));
    expect(result.current.formDraft).toBeUndefined();
  });
});
