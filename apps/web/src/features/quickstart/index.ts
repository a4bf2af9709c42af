// The quick start (SPEC.md §2 /quickstart and /project-setup); the router loads it lazily.
import { QuickstartScreen } from './quickstart-screen.tsx';

export { QuickstartScreen };
export default QuickstartScreen;
