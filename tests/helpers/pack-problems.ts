/** A pack's problems as the packs' page words them in English (packs.problem.<code>, its params put in). */
import { commonPacksEn } from '../../src/i18n/locales/en-common-packs';
import type { PackProblem } from '../../src/rules/packs/format';

export const inEnglish = (problems: readonly PackProblem[]): { path: string; message: string }[] =>
  problems.map(({ path, code, params }) => ({
    path,
    message: commonPacksEn.packs.problem[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      params && Object.hasOwn(params, name) ? String(params[name]) : `{{${name} missing}}`,
    ),
  }));
