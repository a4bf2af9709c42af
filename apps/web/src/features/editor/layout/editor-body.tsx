import { Button, Space, Spin } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NetworkGroup } from '../editor-context.tsx';
import type { BlockModals } from '../hooks/use-block-modals.ts';
import { lazyModal } from '../modals/lazy-modal.ts';
import { AddBlockMenu } from './add-block-menu.tsx';
import { cameFromQuickstart } from './came-from-quickstart.ts';

// Only the owner arriving from the quick start sees the guide.
const QuickstartGuide = lazyModal(
  () => import('./quickstart-guide.tsx'),
  (m) => m.QuickstartGuide,
);

const GROUP_BUTTONS: ReadonlyArray<{ group: NetworkGroup | 'AUTHORS'; label: string }> = [
  { group: 'PODCAST-NETWORK', label: 'editor:body.addPodcasts' },
  { group: 'AUTHORS', label: 'editor:body.addAuthors' },
  { group: 'MESSENGERS', label: 'editor:body.addMessengers' },
  { group: 'SOCIAL-NETWORKS', label: 'editor:body.addSocials' },
];

type EditorBodyProps = {
  /** A publish is under way: the page is dimmed under a spinner. */
  busy: boolean;
  /** Visitors can see the page (the quick start published it); a stored draft is not live. */
  live: boolean;
  /** The page has its title block; without one, a button offers to add it. */
  hasHeader: boolean;
  modals: BlockModals;
  /** The page as drawn. */
  children: ReactNode;
};

/** Between header and publish area: the guide, the page itself and the ways to add to it. */
export function EditorBody({ busy, live, hasHeader, modals, children }: EditorBodyProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [guided, setGuided] = useState(() => cameFromQuickstart(location.state));
  return (
    // Not a <main>: the page drawn inside has its own.
    <div className="editor-body" aria-busy={busy}>
      {busy ? (
        <div className="editor-busy">
          <Spin size="large" />
        </div>
      ) : null}
      <div className="editor-column">
        {guided ? (
          <Suspense fallback={<Spin className="editor-guide-loading" />}>
            <QuickstartGuide
              live={live}
              onTheme={() => modals.open({ kind: 'color-settings' })}
              onDirectories={() => modals.open({ kind: 'network', group: 'PODCAST-NETWORK' })}
              onDismiss={() => setGuided(false)}
            />
          </Suspense>
        ) : null}
        {hasHeader ? null : (
          <div className="editor-add-title">
            <Button block size="large" onClick={modals.addHeaderTitle}>
              {t('editorExtra:addTitle')}
            </Button>
          </div>
        )}
        {children}
        <div className="editor-add-area">
          <AddBlockMenu onPick={(entry) => void modals.addBlock(entry)} />
          <Space wrap className="editor-group-buttons">
            {GROUP_BUTTONS.map(({ group, label }) => (
              <Button
                key={group}
                onClick={() =>
                  modals.open(
                    group === 'AUTHORS' ? { kind: 'authors' } : { kind: 'network', group },
                  )
                }
              >
                {t(label)}
              </Button>
            ))}
          </Space>
        </div>
      </div>
    </div>
  );
}
