import { copyFor, copyOf, createTranslators, type Translator } from '../../platform/i18n/index.js';
import { dateText } from './dates.js';
import type { CommonCopy } from './en.js';
import { commonEn } from './en.js';
import { commonRo } from './ro.js';

/** The `common` namespace: errors and the command catalog, shared by every feature. */
export const commonCopy = copyOf(commonEn, commonRo);

/** The `common` texts in `t`'s language. */
export const commonSay = (t: Translator) => copyFor<CommonCopy>(t, 'common');
export type { CommonCopy } from './en.js';

/**
 * English common text for the callers that do not pass the reader's translator yet (failures
 * reported outside a request); the app's own translators hold the same catalog.
 */
export const englishCommon = createTranslators({ common: commonCopy }).for('en');

type SubjectKey = Extract<keyof CommonCopy, `subject.${string}`>;
const SUBJECTS = new Set(
  Object.keys(commonEn)
    .filter((key) => key.startsWith('subject.'))
    .map((key) => key.slice('subject.'.length)),
);

/** An Enlivy event subject (`invoice`, `project.member`) in `t`'s language; undefined if unnamed. */
export function subjectName(subject: string, t: Translator): string | undefined {
  if (!SUBJECTS.has(subject)) return undefined;
  return commonSay(t)(`subject.${subject}` as SubjectKey);
}

/** A role (`viewer`, `editor`, `admin`) in `t`'s language. */
export function roleName(t: Translator, role: 'viewer' | 'editor' | 'admin'): string {
  return commonSay(t)(`role.${role}`);
}

/** "Close" on a modal, in `t`'s language. */
export function closeText(t: Translator): string {
  return commonSay(t)('modal.close');
}

/** A moment in the reader's timezone and `t`'s words ("Nov 20 at 14:05"); see `dateText`. */
export function slackMoment(iso: string, t: Translator): string {
  return dateText(iso, commonSay(t)('date.instant'), t);
}
