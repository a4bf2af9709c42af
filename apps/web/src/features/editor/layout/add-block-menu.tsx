import { PlusOutlined } from '@ant-design/icons';
import { ADD_BLOCK_MENU, type AddBlockEntry } from '@podpie/core';
import { Button, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconGlyph, useIcons } from '../fields/icon-glyph.tsx';
import { LazyDropdown } from './lazy-dropdown.tsx';

// The menu's icons are built in: opening the menu never waits for an icon pack.
const NO_PACK_ICONS: readonly [] = [];

/** The Add Block menu: the eight catalogue entries with their icons, dividers after 1 to 7. */
export function AddBlockMenu({ onPick }: { onPick: (entry: AddBlockEntry) => void }) {
  const { t } = useTranslation();
  const icons = useIcons(NO_PACK_ICONS);
  const items: MenuProps['items'] = ADD_BLOCK_MENU.flatMap((entry) => {
    const item = {
      key: entry.name,
      label: t(`blocks:menu.${entry.name}`),
      icon: (
        <span style={{ color: entry.icon_color }}>
          <IconGlyph
            shape={icons(entry.icon_type, entry.icon_name)}
            size={Math.min(entry.icon_size, 18)}
          />
        </span>
      ),
      onClick: () => onPick(entry),
    };
    return entry.hr ? [item, { type: 'divider' as const, key: `${entry.name}-hr` }] : [item];
  });
  return (
    <LazyDropdown menu={{ items }} placement="bottom">
      <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} block>
        {t('editor:body.addBlock')}
      </Button>
    </LazyDropdown>
  );
}
