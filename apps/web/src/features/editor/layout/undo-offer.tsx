import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UndoneThing } from '../hooks/use-undo-offer.ts';

const SAYS: Record<UndoneThing, 'editor:trust.blockDeleted' | 'editor:trust.artworkRemoved'> = {
  block: 'editor:trust.blockDeleted',
  artwork: 'editor:trust.artworkRemoved',
};

/** "Block deleted" (or "Artwork removed") with the one click that brings it back. */
export function UndoOfferNotice({ what, onUndo }: { what: UndoneThing; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="editor-undo-offer" role="status">
      <span>{t(SAYS[what])}</span>
      <Button size="small" type="link" onClick={onUndo}>
        {t('editor:trust.undoDelete')}
      </Button>
    </div>
  );
}
