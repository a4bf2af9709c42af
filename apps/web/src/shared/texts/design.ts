import { design } from '@podpie/core/i18n/en/design';
import { addEnglish } from '../english.ts';

addEnglish('design', design);
