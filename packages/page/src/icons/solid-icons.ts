import { fas } from '@fortawesome/free-solid-svg-icons';
import { packResolver } from './icon-pack.ts';

/** Every free solid icon; its own entry point so the editor loads it only when one is shown. */
export const solidIcons = packResolver(() => Object.values(fas));
