import {
  PointerSensor,
  type SensorDescriptor,
  type SensorOptions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { oneStepCoordinates } from './keyboard-steps.ts';
import { PatientKeyboard } from './patient-keyboard-sensor.ts';

/**
 * Mouse, touch and keyboard dragging. A pointer must move a few pixels before a drag starts, so
 * a plain click still opens the block; on the keyboard Space picks up and drops, arrows move.
 */
export function useSortSensors(): SensorDescriptor<SensorOptions>[] {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(PatientKeyboard, {
      coordinateGetter: oneStepCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}
