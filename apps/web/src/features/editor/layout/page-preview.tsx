import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { bySortOrder, type Episode, type MainType, type Pie } from '@podpie/core';
import { type BlockWrapper, isPageLang, PAGE_CSS, Page } from '@podpie/page';
import { type CSSProperties, memo, type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIcons } from '../fields/icon-glyph.tsx';
import { DragHandle } from '../sorting/drag-handle.tsx';
import { forgetKeyboardSteps } from '../sorting/keyboard-steps.ts';
import { useSortSensors } from '../sorting/sensors.ts';

/** Drawn in fixed places on the page; they are sorted in their own modals, not on the page. */
const FIXED_TYPES: readonly MainType[] = [
  'HEADER-TITLE',
  'PODCAST-NETWORK',
  'AUTHORS',
  'SOCIAL-NETWORKS',
  'MESSENGERS',
];
export const isSortableOnPage = (pie: Pie) => !FIXED_TYPES.includes(pie.main_type);

type SortableBlockProps = {
  pie: Pie;
  label: string;
  width: CSSProperties['width'];
  children: ReactNode;
};

function SortableBlock({ pie, label, width, children }: SortableBlockProps) {
  const sortable = useSortable({ id: pie.id });
  return (
    <div
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
    </div>
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
  const moveLabel = t('editorExtra:moveBlock');
  const wrap = useCallback<BlockWrapper>(
    (pie, children, _status, width) =>
      isSortableOnPage(pie) ? (
        <SortableBlock
          key={pie.id}
          pie={pie}
          width={width}
          label={`${moveLabel}: ${pie.title || pie.name || pie.main_type}`}
        >
          {children}
        </SortableBlock>
      ) : width === undefined ? (
        children
      ) : (
        <div key={pie.id} className="pp-slot" style={{ width }}>
          {children}
        </div>
      ),
    [moveLabel],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  const lang = isPageLang(i18n.language) ? i18n.language : 'en';

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={forgetKeyboardSteps}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={sortableIds} strategy={rectSortingStrategy}>
        <style>{PAGE_CSS}</style>
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
