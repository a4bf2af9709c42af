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
      className="drag-handle"
      style={{
        cursor: 'grab',
        border: 'none',
        background: 'transparent',
        // A 44 px target for a finger (WCAG 2.5.5); only the small pill inside is drawn.
        minWidth: 44,
        minHeight: 44,
        padding: 0,
        display: 'grid',
        placeItems: 'center',
        lineHeight: 0,
        touchAction: 'none',
      }}
    >
      <span
        style={{
          background: 'rgba(255,255,255,0.9)',
          borderRadius: 6,
          padding: '6px 3px',
          boxShadow: '0 1px 3px rgba(0,0,0,0.25)',
          color: '#333',
        }}
      >
        <HolderOutlined aria-hidden />
      </span>
    </button>
  );
}
