import 'i18next';
import type { AllTexts } from './texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AllTexts;
  }
}
