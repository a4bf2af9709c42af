import { bySortOrder, MODAL_WIDTH, type Pie } from '@podpie/core';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NetworkGroup, useEditor } from '../editor-context.tsx';
import { SortableList } from '../sorting/sortable-list.tsx';
import { networkLabel } from './network-entries.ts';

const TITLES: Record<NetworkGroup, string> = {
  MESSENGERS: 'editor:modals.sortMessengers',
  'SOCIAL-NETWORKS': 'editor:modals.sortSocials',
  'PODCAST-NETWORK': 'editor:modals.sortPodcasts',
};

/**
 * The group's blocks in a new order: the sort_order values they already hold are handed out
 * again in that order, so blocks of other groups keep their places (SPEC.md §4 reordering).
 */
export function reorderGroup(pies: readonly Pie[], orderedIds: readonly number[]): Pie[] {
  const members = bySortOrder(pies.filter((pie) => orderedIds.includes(pie.id)));
  const slots = members.map((pie) => pie.sort_order);
  const newOrder = new Map(orderedIds.map((id, index) => [id, slots[index]]));
  return pies.map((pie) => {
    const slot = newOrder.get(pie.id);
    return slot === undefined ? pie : { ...pie, sort_order: slot };
  });
}

const enteredValue = (pie: Pie) => pie.link_value ?? pie.social_username ?? pie.value ?? '';

/** Sort variants of MESSENGERS, SOCIAL-NETWORKS and PODCAST-NETWORK. */
export function SortNetworkModal({ group, onClose }: { group: NetworkGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const { store } = useEditor();
  const members = bySortOrder(store.doc.pies.filter((pie) => pie.main_type === group));
  const [order, setOrder] = useState(() => members.map((pie) => pie.id));
  const byId = new Map(members.map((pie) => [pie.id, pie]));

  const done = () => {
    store.apply({ type: 'replace-pies', pies: reorderGroup(store.doc.pies, order) });
    onClose();
  };

  return (
    <Modal
      open
      width={MODAL_WIDTH}
      title={t(TITLES[group])}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={done}>
          {t('editor:modal.done')}
        </Button>
      }
    >
      <SortableList
        onMove={setOrder}
        items={order.flatMap((id) => {
          const pie = byId.get(id);
          if (!pie) return [];
          const label = networkLabel(group, pie);
          return [
            {
              id,
              label,
              content: (
                <span style={{ display: 'flex', gap: 12 }}>
                  <strong>{label}</strong>
                  <Typography.Text type="secondary" ellipsis>
                    {enteredValue(pie)}
                  </Typography.Text>
                </span>
              ),
            },
          ];
        })}
      />
    </Modal>
  );
}
