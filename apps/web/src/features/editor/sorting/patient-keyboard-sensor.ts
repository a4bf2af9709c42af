import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';
import { stepNotYetOver } from './keyboard-steps.ts';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
/** How long a key waits for the drag state it needs before it is handed on regardless. */
const MAX_WAIT_MS = 1_000;
const RETRY_MS = 16;

/** The parts of dnd-kit's keyboard sensor this wrapper reaches (they are private in its types). */
type SensorInternals = {
  props: KeyboardSensorProps;
  handleKeyDown(event: Event): void;
};

const Base = KeyboardSensor as unknown as new (props: KeyboardSensorProps) => SensorInternals;

/** Keys whose browser default (scrolling, pressing the focused button) a drag replaces. */
const DRAG_KEYS = new Set([...ARROWS, 'Space', 'Enter']);

const codeOf = (event: Event) => (event instanceof KeyboardEvent ? event.code : '');

/**
 * dnd-kit's keyboard sensor, except that no key pressed during a pick-up is lost. dnd-kit starts
 * listening one timer tick after Space, so a quick arrow press went unheard; and it fixes its
 * reference point at the first key, so a key before the picked-up block was measured set it to
 * (0, 0) and the press was lost too. Such keys now wait, in order, until both are ready. A drop
 * key waits too until dnd-kit reports the block over the place the last arrow sent it to, or a
 * quick Space after two arrows dropped it one place short.
 */
class PatientKeyboardSensor extends Base {
  static activators = KeyboardSensor.activators;
  private waiting: Event[] = [];
  private since = 0;

  constructor(props: KeyboardSensorProps) {
    super(props);
    const target = props.event.target;
    const owner = target instanceof Node ? target.ownerDocument : null;
    if (!owner) return;
    const early: Event[] = [];
    const hold = (event: Event) => {
      if (event === props.event) return;
      if (DRAG_KEYS.has(codeOf(event))) event.preventDefault();
      early.push(event);
    };
    owner.addEventListener('keydown', hold);
    // Queued after dnd-kit's own tick, so from here on its listener hears every key.
    setTimeout(() => {
      owner.removeEventListener('keydown', hold);
      for (const event of early) this.handleKeyDown(event);
    });
  }

  override handleKeyDown(event: Event): void {
    if (this.waiting.length === 0 && this.ready(event)) {
      super.handleKeyDown(event);
      return;
    }
    if (DRAG_KEYS.has(codeOf(event))) event.preventDefault();
    if (this.waiting.length === 0) {
      this.since = Date.now();
      setTimeout(() => this.release(), RETRY_MS);
    }
    this.waiting.push(event);
  }

  /** Whether dnd-kit can take this key now, or it would act on a state React has yet to draw. */
  private ready(event: Event): boolean {
    const code = codeOf(event);
    const { collisionRect, active, over } = this.props.context.current;
    if (ARROWS.has(code)) return collisionRect !== null;
    if (!this.props.options.keyboardCodes?.end.includes(code)) return true;
    return !stepNotYetOver(active?.id, over?.id);
  }

  private finishes(event: Event): boolean {
    const codes = this.props.options.keyboardCodes;
    return Boolean(codes?.end.includes(codeOf(event)) || codes?.cancel.includes(codeOf(event)));
  }

  private release(): void {
    while (this.waiting.length > 0) {
      const [key] = this.waiting;
      if (!key) break;
      if (!this.ready(key) && Date.now() - this.since < MAX_WAIT_MS) {
        setTimeout(() => this.release(), RETRY_MS);
        return;
      }
      this.waiting.shift();
      this.since = Date.now();
      super.handleKeyDown(key);
      // The drag is over and dnd-kit has stopped listening; later keys are not part of it.
      if (this.finishes(key)) this.waiting = [];
    }
  }
}

export const PatientKeyboard = PatientKeyboardSensor as unknown as typeof KeyboardSensor;
