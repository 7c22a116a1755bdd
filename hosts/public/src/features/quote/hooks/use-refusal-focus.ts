import { useEffect, useState, type RefObject } from 'react';
import type { RfqProblems } from '../lib/rfq-errors.ts';

/** The first control a problem names (a line's own problem: its quantity), or else the summary. */
function focusFirst(form: HTMLFormElement, problems: RfqProblems, summary: HTMLElement | null) {
  const first = Object.keys(problems)
    .map((name) => form.elements.namedItem(name) ?? form.elements.namedItem(`${name}.quantity`))
    .find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !(element instanceof HTMLInputElement && element.type === 'hidden'),
    );
  (first ?? summary)?.focus();
}

/**
 * Takes focus to what a refusal asks the buyer to correct, once its messages have rendered: the first field
 * named, or the summary. Returns the call that reports a refusal's problems.
 */
export function useRefusalFocus(form: RefObject<HTMLFormElement | null>, summary: RefObject<HTMLElement | null>) {
  const [refusedWith, setRefusedWith] = useState<RfqProblems>();
  useEffect(() => {
    if (refusedWith && form.current) focusFirst(form.current, refusedWith, summary.current);
  }, [refusedWith, form, summary]);
  return setRefusedWith;
}
