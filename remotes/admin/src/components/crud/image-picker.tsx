import { useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, checkImageContent, IMAGE_LIMITS } from '../../lib/image-checks.ts';
import { assetUrl } from '../../config/runtime.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { ImageIcon } from '../ui/icons.tsx';

export interface ImagePickerProps {
  label: string;
  /** docs/spec.md §2: 'the image must be wide' (for a QR code: 'the QR image must be clear'). */
  hint: string;
  required?: boolean;
  file: File | null;
  /** The record's image now (an edit form), shown until a new one is chosen; its URL as stored. */
  current?: string;
  onChange: (file: File | null) => void;
  /** A problem the form found, e.g. that no image was chosen. */
  error?: string;
  /** 0–100 while uploading, else null. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * Choose an image: checked in the browser before anything is sent (type, size and the file's first bytes), previewed, and
 * its upload progress shown while the form saves.
 */
export function ImagePicker({
  label,
  hint,
  required,
  file,
  current,
  onChange,
  error,
  progress,
  disabled,
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const shownError = problem ?? error;
  const describedBy = [`${id}-hint`, shownError && `${id}-error`].filter(Boolean).join(' ');

  // The content check reads the file, asynchronously: only the latest choice counts.
  const choice = useRef(0);
  const choose = async (chosen: File | null) => {
    const current = ++choice.current;
    // The form holds the file at once (a quick Post re-checks it before uploading); the preview waits for the check.
    setPreview(null);
    setProblem(null);
    onChange(chosen);
    const issue = chosen && (await checkImageContent(chosen));
    if (current !== choice.current) return;
    setProblem(issue || null);
    if (!chosen || issue) {
      if (input.current) input.current.value = '';
      if (issue) onChange(null);
      return;
    }
    setPreview(URL.createObjectURL(chosen));
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-indigo-950">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-madder-600">
            *
          </span>
        )}
      </label>
      <div className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-ecru-300 bg-white p-3 sm:flex-row sm:items-center">
        <div className="flex h-24 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-ecru-100 sm:w-40">
          {preview ? (
            <img
              src={preview}
              alt={`Preview of ${file?.name ?? 'the chosen image'}`}
              className="h-full w-full object-cover"
            />
          ) : current && !file ? (
            <img src={assetUrl(current)} alt="Currently saved" className="h-full w-full object-cover" />
          ) : (
            <ImageIcon className="size-8 text-ecru-300" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={disabled}
            aria-invalid={Boolean(shownError)}
            aria-required={required || undefined}
            aria-describedby={describedBy}
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
            className="w-full text-sm text-charcoal-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-900 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ecru-50 hover:file:bg-indigo-800"
          />
          {current && !file && !disabled && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-charcoal-700">The current image stays unless you replace it.</span>
              <button type="button" onClick={() => input.current?.click()} className={buttonStyles.secondary}>
                Replace
              </button>
            </div>
          )}
          {file && !disabled && (
            <div>
              <button type="button" onClick={() => void choose(null)} className={buttonStyles.secondary}>
                Remove image
              </button>
            </div>
          )}
          {progress !== null && (
            <div className="flex items-center gap-2">
              <progress
                max={100}
                value={progress}
                aria-label="Image upload"
                className="h-2 w-full overflow-hidden rounded-full accent-saffron-500"
              />
              <span className="text-xs font-semibold text-indigo-900 tabular-nums">{progress}%</span>
            </div>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-charcoal-500">
        {hint} {IMAGE_LIMITS}
      </p>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-madder-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
