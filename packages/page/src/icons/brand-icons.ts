import { fab } from '@fortawesome/free-brands-svg-icons';
import { packResolver } from './icon-pack.ts';

/** Every free brand icon; its own entry point so the editor loads it only when one is shown. */
export const brandIcons = packResolver(() => Object.values(fab));
