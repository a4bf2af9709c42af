import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { bySortOrder, type Episode, type Pie } from '@podpie/core';
import {
  ALL_FONT_FACES_CSS,
  type BlockWrapper,
  editorSlots,
  isPageLang,
  isSortableOnPage,
  PAGE_CSS,
  Page,
} from '@podpie/page';
import { type CSSProperties, memo, type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIcons } from '../fields/icon-glyph.tsx';
import { blockLabel } from '../sorting/block-label.ts';
import { DragHandle } from '../sorting/drag-handle.tsx';
import { forgetKeyboardSteps } from '../sorting/keyboard-steps.ts';
import { useSortSensors } from '../sorting/sensors.ts';
import { useMoveAnnouncements } from '../sorting/use-move-announcements.ts';

type SortableBlockProps = {
  pie: Pie;
  label: string;
  width: CSSProperties['width'];
  /** The block is an item of a list: the slot is the <li>. */
  listItem: boolean;
  children: ReactNode;
};

function SortableBlock({ pie, label, width, listItem, children }: SortableBlockProps) {
  const sortable = useSortable({ id: pie.id });
  const Slot = listItem ? 'li' : 'div';
  return (
    <Slot
      ref={sortable.setNodeRef}
      className="pp-slot"
      style={{
        width,
        position: 'relative',
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 10 : undefined,
      }}
    >
      <div style={{ position: 'absolute', left: -14, top: -14, zIndex: 3 }}>
        <DragHandle
          label={label}
          attributes={sortable.attributes}
          listeners={sortable.listeners}
          setActivatorRef={sortable.setActivatorNodeRef}
        />
      </div>
      {children}
    </Slot>
  );
}

type PagePreviewProps = {
  project: Parameters<typeof Page>[0]['project'];
  pies: readonly Pie[];
  episodes: Readonly<Record<string, readonly Episode[]>>;
  now: Date;
  onOpen: (pie: Pie) => void;
  onMove: (activeId: number, overId: number) => void;
};

/**
 * The page itself, drawn by @podpie/page in editor mode: every block opens its modal on click,
 * hidden and future-scheduled ones are dimmed, and the owner's blocks are dragged by their grip.
 */
export const PagePreview = memo(function PagePreview({
  project,
  pies,
  episodes,
  now,
  onOpen,
  onMove,
}: PagePreviewProps) {
  const { t, i18n } = useTranslation();
  const sensors = useSortSensors();
  const icons = useIcons(
    useMemo(() => pies.map((pie) => ({ group: pie.icon_group, name: pie.icon_name })), [pies]),
  );
  const sortableIds = useMemo(
    () => bySortOrder(pies.filter(isSortableOnPage)).map((pie) => pie.id),
    [pies],
  );
  const labelOf = useCallback(
    (id: UniqueIdentifier) => {
      const pie = pies.find((candidate) => candidate.id === id);
      return pie ? blockLabel(pie, t) : '';
    },
    [pies, t],
  );
  const accessibility = useMoveAnnouncements(sortableIds, labelOf);
  const moveLabel = t('editorExtra:moveBlock');
  const wrap = useCallback<BlockWrapper>(
    (pie, children, status, width, listItem = false) => {
      if (isSortableOnPage(pie)) {
        return (
          <SortableBlock
            key={pie.id}
            pie={pie}
            width={width}
            listItem={listItem}
            label={`${moveLabel}: ${blockLabel(pie, t)}`}
          >
            {children}
          </SortableBlock>
        );
      }
      // A block in a fixed place sits in the same slot as in the editor's frame.
      return editorSlots(pie, children, status, width, listItem);
    },
    [moveLabel, t],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  const lang = isPageLang(i18n.language) ? i18n.language : 'en';

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragStart={forgetKeyboardSteps}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={sortableIds} strategy={rectSortingStrategy}>
        <style>{PAGE_CSS + ALL_FONT_FACES_CSS}</style>
        <Page
          project={project}
          pies={pies}
          episodes={episodes}
          now={now}
          lang={lang}
          mode="editor"
          icons={icons}
          onBlockClick={onOpen}
          renderBlockWrapper={wrap}
        />
      </SortableContext>
    </DndContext>
  );
});
