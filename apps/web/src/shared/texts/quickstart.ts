import { quickstart } from '@podpie/core/i18n/en/quickstart';
import { addEnglish } from '../english.ts';

addEnglish('quickstart', quickstart);
