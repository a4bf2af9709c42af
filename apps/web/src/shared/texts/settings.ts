import { settings } from '@podpie/core/i18n/en/settings';
import { addEnglish } from '../english.ts';

addEnglish('settings', settings);
