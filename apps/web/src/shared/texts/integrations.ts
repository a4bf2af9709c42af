import { integrations } from '@podpie/core/i18n/en/integrations';
import { addEnglish } from '../english.ts';

addEnglish('integrations', integrations);
