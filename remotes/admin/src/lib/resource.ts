import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteResult, InsertResult, UpdateResult } from '@texbridge/shared/schemas/common';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../config/runtime.ts';
import { errorMessage, isOffline, OFFLINE_MESSAGE } from './error-message.ts';
import { fetchListPage } from './list-request.ts';
import { uploadImage } from './upload-image.ts';

/**
 * One entity of the admin API (docs/spec.md §7) as the dashboard uses it: where its list, add, edit and
 * delete calls go, its page size (§9) and its toasts (§8). The three type parameters are the record
 * and the bodies of add and edit, so that a form's `toBody` is checked against the API's schema.
 */
export interface Resource<TRow extends { _id: string }, TCreate = never, TUpdate = never> {
  /** The query key's root: every list page of this entity is invalidated together. */
  key: string;
  /** The noun for one record, e.g. 'slide': the caption reads '1 slide, newest first'. */
  singular: string;
  /** The plural noun used in captions and loading text, e.g. 'slides'. */
  plural: string;
  listPath: string;
  createPath?: string;
  update?: { method: 'PUT' | 'PATCH'; path: (id: string) => string };
  deletePath?: (id: string) => string;
  /** docs/spec.md §9: rows per page and the count above which page buttons appear. */
  pageSize: number;
  threshold: number;
  messages: {
    created?: string;
    updated?: string | ((body: TUpdate) => string);
    deleted?: string;
  };
  /** Phantom fields that carry the types; never set. */
  readonly types?: { row: TRow; create: TCreate; update: TUpdate };
}

export const defineResource = <TRow extends { _id: string }, TCreate = never, TUpdate = never>(
  resource: Resource<TRow, TCreate, TUpdate>,
) => resource;

/** What a form hands to a save: an optional image to upload first, and the body built from its URL. */
export interface SaveInput<TBody> {
  file?: File | null;
  toBody: (imageUrl: string | undefined) => TBody;
}

export const listQueryOptions = <TRow extends { _id: string }, TCreate, TUpdate>(
  resource: Resource<TRow, TCreate, TUpdate>,
  page: number,
) =>
  queryOptions({
    queryKey: [resource.key, 'list', { page, limit: resource.pageSize }],
    queryFn: ({ signal }) => fetchListPage<TRow>(resource.listPath, { page, limit: resource.pageSize }, signal),
    // Keep the old page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the list, newest first (the API's order). */
export function useResourceList<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: Resource<TRow, TCreate, TUpdate>,
  page: number,
) {
  return useQuery(listQueryOptions(resource, page));
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
function useAfterWrite(key: string) {
  const queryClient = useQueryClient();
  return {
    // Awaited, so that the modal closes onto the refreshed list.
    refresh: () => queryClient.invalidateQueries({ queryKey: [key] }),
    // The server's sentence; the form keeps what was typed because nothing closes on failure.
    onError: (error: unknown) => void toast.error(errorMessage(error)),
  };
}

export function useCreateRecord<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: Resource<TRow, TCreate, TUpdate>,
) {
  const { refresh, onError } = useAfterWrite(resource.key);
  const save = useSave<TCreate, InsertResult>((body) => {
    if (!resource.createPath) throw new Error(`${resource.plural} cannot be added here.`);
    return api().post<InsertResult>(resource.createPath, body);
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
  resource: Resource<TRow, TCreate, TUpdate>,
) {
  const { refresh, onError } = useAfterWrite(resource.key);
  const save = useSave<TUpdate, UpdateResult>((body, id) => {
    if (!resource.update || !id) throw new Error(`${resource.plural} cannot be edited here.`);
    const path = resource.update.path(id);
    return resource.update.method === 'PUT'
      ? api().put<UpdateResult>(path, body)
      : api().patch<UpdateResult>(path, body);
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
  return { ...mutation, progress: save.progress, cancelUpload: save.cancelUpload };
}

export function useDeleteRecord<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: Resource<TRow, TCreate, TUpdate>,
) {
  const { refresh, onError } = useAfterWrite(resource.key);
  return useMutation({
    mutationFn: async (id: string) => {
      if (!resource.deletePath) throw new Error(`${resource.plural} cannot be deleted here.`);
      const result = await api().delete<DeleteResult>(resource.deletePath(id));
      // docs/spec.md §7: deletedCount above 0 means success.
      if (!(result?.deletedCount > 0)) throw new Error('Nothing was deleted: it may already be gone.');
      return result;
    },
    onSuccess: () => {
      if (resource.messages.deleted) toast.success(resource.messages.deleted);
    },
    onError,
    onSettled: refresh,
  });
}
