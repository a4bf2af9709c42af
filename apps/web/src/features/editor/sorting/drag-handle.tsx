import { HolderOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

type DragHandleProps = {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorRef: (element: HTMLElement | null) => void;
};

/** The grip a block is dragged by; a button, so it is reachable and usable with the keyboard. */
export function DragHandle({ label, attributes, listeners, setActivatorRef }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setActivatorRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      style={{
        cursor: 'grab',
        border: 'none',
        background: 'rgba(255,255,255,0.85)',
        borderRadius: 6,
        padding: '4px 2px',
        lineHeight: 0,
        touchAction: 'none',
      }}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}
