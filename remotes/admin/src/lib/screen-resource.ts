import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pathOf,
  queryKeys,
  type CreateOf,
  type ResourceContract,
  type RowOf,
  type UpdateOf,
} from '@texbridge/shared/resources/define';
import { isTrashed } from '@texbridge/shared/resources/history';
import { hasLocalizedFields } from '@texbridge/shared/locales/translations';
import type { DeleteResult, InsertResult, UpdateResult } from '@texbridge/shared/schemas/common';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useDeletedToast } from '../components/history/deleted-toast.tsx';
import { callApi } from './call-api.ts';
import { errorMessage, isOffline, OFFLINE_MESSAGE } from './error-message.ts';
import { fetchListPage } from './list-request.ts';
import { uploadImage } from './upload-image.ts';

/** The toasts of one screen (docs/spec.md §8); a missing one is not shown. */
export interface ScreenMessages<TUpdate> {
  created?: string;
  updated?: string | ((body: TUpdate) => string);
  deleted?: string;
}

/**
 * One resource as a dashboard screen uses it. The paths, methods and bodies are the API's, from its contract
 * in @texbridge/shared/resources (docs/spec.md §7); only what is the screen's own is added here: the page size
 * (§9), the caption's nouns and the toasts (§8). The three type parameters are the record and the bodies of
 * add and edit, read from the contract, so that a form's `toBody` is checked against the API's schemas.
 */
export interface ScreenResource<
  TRow extends { _id: string },
  TCreate = never,
  TUpdate = never,
  TContract extends ResourceContract = ResourceContract,
> {
  contract: TContract;
  /** docs/spec.md §9: rows per page and the count above which page buttons appear. */
  pageSize: number;
  threshold: number;
  /** The caption's noun for one record, e.g. 'slide': '1 slide, newest first'. */
  singular: string;
  /** The plural noun of captions, loading text and refusals, e.g. 'slides'. */
  plural: string;
  messages: ScreenMessages<TUpdate>;
  /** Phantom fields that carry the types; never set. */
  readonly types?: { row: TRow; create: TCreate; update: TUpdate };
}

/**
 * A screen's resource from its contract. The caption nouns default to the contract's noun and that noun
 * with an 's'; give them when the screen says something else ('section' for the about sections) or the
 * plural is not a plain 's' ('enquiries').
 */
export const defineScreenResource = <TContract extends ResourceContract>({
  contract,
  singular = contract.noun,
  plural = `${singular}s`,
  ...screen
}: {
  contract: TContract;
  pageSize: number;
  threshold: number;
  singular?: string;
  plural?: string;
  messages: ScreenMessages<UpdateOf<TContract>>;
}): ScreenResource<RowOf<TContract>, CreateOf<TContract>, UpdateOf<TContract>, TContract> => ({
  contract,
  singular,
  plural,
  ...screen,
});

/** What a form hands to a save: an optional image to upload first, and the body built from its URL. */
export interface SaveInput<TBody> {
  file?: File | null;
  toBody: (imageUrl: string | undefined) => TBody;
}

/**
 * Whether a resource's records are kept in other languages (docs/adding-a-language.md): its lists ask each
 * record's translation status (`fallback=none`) and may keep the untranslated ones.
 */
export const isTranslated = (resource: ScreenResource<{ _id: string }, unknown, unknown>) =>
  Boolean(resource.contract.fields && hasLocalizedFields(resource.contract.fields));

const listQueryOptions = <TRow extends { _id: string }, TCreate, TUpdate>(
  resource: ScreenResource<TRow, TCreate, TUpdate>,
  page: number,
  q = '',
  untranslated = '',
) => {
  const translated = isTranslated(resource as ScreenResource<{ _id: string }, unknown, unknown>);
  const query = {
    page,
    limit: resource.pageSize,
    ...(q && { q }),
    ...(translated && { fallback: 'none' as const, ...(untranslated && { untranslated }) }),
  };
  return queryOptions({
    queryKey: queryKeys(resource.contract).list(query),
    queryFn: ({ signal }) => fetchListPage<TRow>(resource.contract.list.paths[0], query, signal),
    // Keep the old page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};

/**
 * One page of the list, newest first (the API's order), of the rows with the words `q` when given, and of those
 * not complete in the locale `untranslated` when given.
 */
export function useResourceList<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: ScreenResource<TRow, TCreate, TUpdate>,
  page: number,
  q = '',
  untranslated = '',
) {
  return useQuery(listQueryOptions(resource, page, q, untranslated));
}

/** Upload (with progress) then save; the percentage is null when no upload is under way. */
function useSave<TBody, TResult>(send: (body: TBody, id?: string) => Promise<TResult>) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const run = async ({ file, toBody, id }: SaveInput<TBody> & { id?: string }) => {
    // Offline, a save would only spin until the browser gives up: say so at once, before any upload.
    if (isOffline()) throw new Error(OFFLINE_MESSAGE);
    let imageUrl: string | undefined;
    if (file) {
      setProgress(0);
      const controller = new AbortController();
      upload.current = controller;
      try {
        imageUrl = await uploadImage(file, setProgress, controller.signal);
      } finally {
        upload.current = null;
        setProgress(null);
      }
    }
    const body = toBody(imageUrl);
    return { body, result: await send(body, id) };
  };
  /** Stops the upload under way; the save then fails with UPLOAD_CANCELLED and nothing is sent. */
  const cancelUpload = () => upload.current?.abort();
  return { run, progress, cancelUpload };
}

/** Shared success and failure handling: docs/spec.md §4 (refetch, then the caller closes) and §8 (toasts). */
function useAfterWrite(contract: ResourceContract) {
  const queryClient = useQueryClient();
  return {
    // Awaited, so that the modal closes onto the refreshed list (every key of the resource starts with its name).
    refresh: () => queryClient.invalidateQueries({ queryKey: queryKeys(contract).all }),
    // The server's sentence; the form keeps what was typed because nothing closes on failure.
    onError: (error: unknown) => void toast.error(errorMessage(error)),
  };
}

export function useCreateRecord<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: ScreenResource<TRow, TCreate, TUpdate>,
) {
  const { refresh, onError } = useAfterWrite(resource.contract);
  const save = useSave<TCreate, InsertResult>((body) => {
    const create = resource.contract.create;
    if (!create) throw new Error(`${resource.plural} cannot be added here.`);
    return callApi<InsertResult>('POST', create.path, body);
  });
  const mutation = useMutation({
    mutationFn: save.run,
    onSuccess: async () => {
      if (resource.messages.created) toast.success(resource.messages.created);
      await refresh();
    },
    onError,
  });
  return { ...mutation, progress: save.progress, cancelUpload: save.cancelUpload };
}

export function useUpdateRecord<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: ScreenResource<TRow, TCreate, TUpdate>,
) {
  const { refresh, onError } = useAfterWrite(resource.contract);
  const save = useSave<TUpdate, UpdateResult>((body, id) => {
    const update = resource.contract.update;
    if (!update || !id) throw new Error(`${resource.plural} cannot be edited here.`);
    return callApi<UpdateResult>(update.method, pathOf(update.path, { id }), body);
  });
  const mutation = useMutation({
    mutationFn: (input: SaveInput<TUpdate> & { id: string }) => save.run(input),
    onSuccess: async ({ body }) => {
      const message = resource.messages.updated;
      if (message) toast.success(typeof message === 'string' ? message : message(body));
      await refresh();
    },
    onError,
  });
  // `refresh`, for an edit of the record's other language, which is not this mutation (docs/adding-a-language.md).
  return { ...mutation, progress: save.progress, cancelUpload: save.cancelUpload, refresh };
}

/** A record to delete: its id, and its name as staff know it (the Undo of its toast says it). */
export interface DeleteInput {
  id: string;
  name: string;
}

export function useDeleteRecord<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: ScreenResource<TRow, TCreate, TUpdate>,
) {
  const { refresh, onError } = useAfterWrite(resource.contract);
  const deletedToast = useDeletedToast();
  return useMutation({
    mutationFn: async ({ id }: DeleteInput) => {
      const remove = resource.contract.remove;
      if (!remove) throw new Error(`${resource.plural} cannot be deleted here.`);
      const result = await callApi<DeleteResult>('DELETE', pathOf(remove.path, { id }));
      // docs/spec.md §7: deletedCount above 0 means success.
      if (!(result?.deletedCount > 0)) throw new Error('Nothing was deleted: it may already be gone.');
      return result;
    },
    onSuccess: async (_, { id, name }) => {
      const message = resource.messages.deleted;
      const trashed = resource.contract.name;
      // A record the trash keeps can be had back at once (docs/history.md): its toast offers Undo.
      if (message && isTrashed(trashed)) deletedToast({ message, resource: trashed, _id: id, name });
      else if (message) toast.success(message);
      await refresh();
    },
    // Not awaited: with the API down the list's refetch retries for seconds (docs/spec.md §9), and the
    // confirmation must come back with the error at once. The list still catches up (the row may be gone).
    onError: (error) => {
      onError(error);
      void refresh();
    },
  });
}
