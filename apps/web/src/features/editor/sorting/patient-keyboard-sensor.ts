import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
/** How long keys wait for the picked-up block to be measured before they are dropped. */
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

/**
 * dnd-kit's keyboard sensor, except that no key pressed during a pick-up is lost. dnd-kit starts
 * listening one timer tick after Space, so a quick arrow press went unheard; and it fixes its
 * reference point at the first key, so a key before the picked-up block was measured set it to
 * (0, 0) and the press was lost too. Such keys now wait, in order, until both are ready.
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
      if (event instanceof KeyboardEvent && DRAG_KEYS.has(event.code)) event.preventDefault();
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
    const code = event instanceof KeyboardEvent ? event.code : '';
    if (this.waiting.length === 0 && (!ARROWS.has(code) || this.measured())) {
      super.handleKeyDown(event);
      return;
    }
    if (ARROWS.has(code)) event.preventDefault();
    if (this.waiting.length === 0) {
      this.since = Date.now();
      setTimeout(() => this.release(), RETRY_MS);
    }
    this.waiting.push(event);
  }

  private measured(): boolean {
    return this.props.context.current.collisionRect !== null;
  }

  private release(): void {
    if (!this.measured() && Date.now() - this.since < MAX_WAIT_MS) {
      setTimeout(() => this.release(), RETRY_MS);
      return;
    }
    const keys = this.waiting;
    this.waiting = [];
    for (const key of keys) super.handleKeyDown(key);
  }
}

export const PatientKeyboard = PatientKeyboardSensor as unknown as typeof KeyboardSensor;
