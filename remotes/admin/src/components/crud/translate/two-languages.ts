import { errorMessage, isOffline } from '../../../lib/error-message.ts';
import { fieldProblems } from './translation-form.ts';
import { LANGUAGE, type Translation } from './use-translation.ts';

/**
 * A save in two languages (docs/adding-a-language.md, "The dashboard"): the English edit as it always was, then
 * the translation's edit with `?locale=`, each on its own, so that one refused does not lose the other. What the
 * form says afterwards: each refusal's sentences beside their fields, naming the language, and one summary.
 */

/** A request that failed, and why. */
export interface Failure {
  error: unknown;
}

export interface Outcome {
  /** The English edit: sent and saved, sent and failed, or not sent (nothing of it changed). */
  english: 'saved' | Failure | 'unsent';
  translation: 'saved' | Failure | 'unsent' | 'held';
}

export const failed = (step: Outcome['english'] | Outcome['translation']): step is Failure => typeof step === 'object';

/**
 * Sends the English edit (when given: something of it changed, or no word of the translation did) and then the
 * translation's changed words, each on its own. Words whose entries moved with English ones wait while the
 * English is refused: sent alone, they would sit beside the wrong English entries.
 */
export async function saveInTwoLanguages(english: (() => Promise<unknown>) | undefined, translation: Translation) {
  const words = translation.changes();
  const outcome: Outcome = { english: 'unsent', translation: 'unsent' };
  if (english) {
    try {
      await english();
      outcome.english = 'saved';
    } catch (error) {
      outcome.english = { error };
    }
  }
  if (!words) return outcome;
  if (failed(outcome.english) && translation.followsEnglish()) return { ...outcome, translation: 'held' as const };
  try {
    await translation.send(words);
    outcome.translation = 'saved';
  } catch (error) {
    outcome.translation = { error };
  }
  return outcome;
}

/**
 * Files a refusal's sentences on a form's fields (`known` says which paths it has; `file` sets one) and answers
 * the sentences that are no field's.
 */
export function fileFailure(
  failure: Failure,
  known: (path: string) => boolean,
  file: (path: string, problem: string) => void,
) {
  if (isOffline(failure.error)) return [errorMessage(failure.error)];
  const { fields, others } = fieldProblems(errorMessage(failure.error));
  const rest = [...others];
  for (const { path, problem, language } of fields) {
    if (known(path)) file(path, problem);
    else rest.push(`${path}${language ? ` (${language})` : ''} ${problem}`);
  }
  return rest;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const why = (unfiled: string[]) =>
  unfiled.length > 0 ? unfiled.map(sentence).join(' ') : 'see the fields marked below.';

/** The form's one sentence on what was saved and what was not, or nothing when all was saved. */
export function outcomeSummary(outcome: Outcome, unfiled: { english: string[]; translation: string[] }) {
  const { english, translation } = outcome;
  const parts: string[] = [];
  if (failed(english) && (failed(translation) || translation === 'held')) parts.push('Nothing was saved.');
  if (english === 'saved' && failed(translation)) parts.push('English was saved.');
  if (translation === 'saved' && failed(english)) parts.push(`${LANGUAGE} was saved.`);
  if (failed(english)) parts.push(`English was not saved: ${why(unfiled.english)}`);
  if (failed(translation)) parts.push(`${LANGUAGE} was not saved: ${why(unfiled.translation)}`);
  if (translation === 'held') {
    parts.push(`${LANGUAGE} waits for the English: its entries moved with the English ones, which are not saved yet.`);
  }
  if (parts.length === 0) return undefined;
  return `${parts.join(' ')} What you typed is kept: correct it and press Post again.`;
}

/** What the form says when inputs still hold a copy of the English: nothing is sent until each is edited or kept. */
export const copiesSummary = (count: number) =>
  `${count === 1 ? 'An input' : `${count} inputs`} in ${LANGUAGE} still ${count === 1 ? 'holds' : 'hold'} a copy of the English: edit ${count === 1 ? 'it' : 'them'}, or press “Keep as ${LANGUAGE}” beside ${count === 1 ? 'it' : 'them'}. Nothing was saved.`;
