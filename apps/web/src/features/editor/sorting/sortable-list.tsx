import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from './drag-handle.tsx';
import { forgetKeyboardSteps } from './keyboard-steps.ts';
import { useSortSensors } from './sensors.ts';
import { useMoveAnnouncements } from './use-move-announcements.ts';

type Item = { id: number; label: string; content: ReactNode };

type SortableListProps = {
  items: readonly Item[];
  onMove: (ids: number[]) => void;
};

function Row({ item }: { item: Item }) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: item.id });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 12px',
        border: '1px solid #e5e5e5',
        borderRadius: 8,
        background: '#fff',
        marginBottom: 8,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 0,
      }}
    >
      <DragHandle
        label={`${t('editor:body.dragHandle')}: ${item.label}`}
        attributes={sortable.attributes}
        listeners={sortable.listeners}
        setActivatorRef={sortable.setActivatorNodeRef}
      />
      {item.content}
    </li>
  );
}

/** A vertical list sorted by dragging a row's handle with the mouse or the keyboard. */
export function SortableList({ items, onMove }: SortableListProps) {
  const sensors = useSortSensors();
  const ids = items.map((item) => item.id);
  const labelOf = useCallback(
    (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? '',
    [items],
  );
  const accessibility = useMoveAnnouncements(ids, labelOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from === -1 || to === -1) return;
    onMove(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragStart={forgetKeyboardSteps}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
