import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a screen reader hears while the owner moves an item of `ids`: the item by the name they
 * know it by (`labelOf`) and its place in the list, in the owner's language.
 */
export function useMoveAnnouncements(
  ids: readonly UniqueIdentifier[],
  labelOf: (id: UniqueIdentifier) => string,
): NonNullable<DndContextProps['accessibility']> {
  const { t } = useTranslation();
  // Where the item was last announced, so the drag's first "over itself" does not drown out
  // "Picked up".
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const at = (id: UniqueIdentifier, place: UniqueIdentifier) => ({
      block: labelOf(id),
      position: ids.indexOf(place) + 1,
      total: ids.length,
    });
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('access:drag.pickedUp', at(active.id, active.id));
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return t('access:drag.moved', at(active.id, over.id));
      },
      onDragEnd: ({ active, over }) =>
        t('access:drag.dropped', at(active.id, over?.id ?? active.id)),
      onDragCancel: ({ active }) => t('access:drag.cancelled', at(active.id, active.id)),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('access:drag.instructions') },
    };
  }, [ids, labelOf, t]);
}
