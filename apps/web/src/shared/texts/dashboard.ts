import { dashboard } from '@podpie/core/i18n/en/dashboard';
import { addEnglish } from '../english.ts';

addEnglish('dashboard', dashboard);
