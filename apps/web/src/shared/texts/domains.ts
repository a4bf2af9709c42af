import { domains } from '@podpie/core/i18n/en/domains';
import { addEnglish } from '../english.ts';

addEnglish('domains', domains);
