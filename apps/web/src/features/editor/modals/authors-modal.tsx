import { bySortOrder, MODAL_WIDTH } from '@podpie/core';
import { Avatar, Button, List, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editor-context.tsx';
import { newAuthorPie } from '../new-blocks.ts';

/** AUTHORS: the hosts of the show, each edited in the author card modal. */
export function AuthorsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { store, openModal, newTempId } = useEditor();
  const authors = bySortOrder(store.doc.pies.filter((pie) => pie.main_type === 'AUTHORS'));
  return (
    <Modal
      open
      width={MODAL_WIDTH}
      title={t('blocks:types.AUTHORS')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Button
            onClick={() =>
              openModal({
                kind: 'author',
                pie: newAuthorPie(newTempId()),
                isNew: true,
                fromList: true,
              })
            }
          >
            {t('editor:authors.add')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('editor:modal.done')}
          </Button>
        </div>
      }
    >
      <List
        dataSource={authors}
        locale={{ emptyText: t('editor:authors.add') }}
        renderItem={(author) => (
          <List.Item
            actions={[
              <Button
                key="edit"
                type="link"
                onClick={() =>
                  openModal({ kind: 'author', pie: author, isNew: false, fromList: true })
                }
              >
                {t('common:actions.edit')}
              </Button>,
              <Button
                key="delete"
                type="link"
                danger
                onClick={() => store.apply({ type: 'remove-pie', id: author.id })}
              >
                {t('editor:modal.delete')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={
                <Avatar src={author.image_url ?? author.artwork_cdnUrl ?? undefined}>
                  {author.title?.[0]}
                </Avatar>
              }
              title={author.title}
              description={author.description}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
