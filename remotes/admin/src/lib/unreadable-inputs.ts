/**
 * What a field says when the browser could not turn what was typed into a value (`validity.badInput`):
 * its value then reads '' although the box shows text, and a save would store it empty without a word.
 * Worded as the field's predicate, like zod's messages ('HR Phone holds something …').
 */
export const UNREADABLE_INPUT = 'holds something the browser could not read, so it would be saved empty: type it again';

/** The names of a form's inputs whose typed text the browser could not read, in the form's order. */
export const unreadableInputs = (form: HTMLFormElement): string[] =>
  Array.from(form.elements)
    .filter((element): element is HTMLInputElement => element instanceof HTMLInputElement)
    .filter((input) => input.name !== '' && input.validity.badInput)
    .map((input) => input.name);
