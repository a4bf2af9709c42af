import type { Pie } from '@podpie/core';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconGlyph, useIcons } from './icon-glyph.tsx';
import { IconPicker } from './icon-picker.tsx';

type Props = {
  pie: Pick<Pie, 'icon_group' | 'icon_name'>;
  onChange: (patch: Pick<Pie, 'icon_group' | 'icon_name'>) => void;
};

/** The block's icon with buttons to choose another or remove it. */
export function IconField({ pie, onChange }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const icons = useIcons([{ group: pie.icon_group, name: pie.icon_name }]);
  const hasIcon = Boolean(pie.icon_group && pie.icon_name && pie.icon_group !== 'podcasts');
  return (
    <Space>
      {hasIcon ? <IconGlyph shape={icons(pie.icon_group, pie.icon_name)} /> : null}
      <Button onClick={() => setPicking(true)}>{t('editor:fields.chooseIcon')}</Button>
      {hasIcon ? (
        <Button onClick={() => onChange({ icon_group: null, icon_name: null })}>
          {t('editor:iconPicker.remove')}
        </Button>
      ) : null}
      {picking ? (
        <IconPicker
          onClose={() => setPicking(false)}
          onPick={(icon) => {
            onChange(icon);
            setPicking(false);
          }}
        />
      ) : null}
    </Space>
  );
}
