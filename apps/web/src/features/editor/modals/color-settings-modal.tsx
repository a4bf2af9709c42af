import {
  backgroundColorToSolid,
  chooseSolidColour,
  MODAL_WIDTH,
  type ProjectStyle,
  removeBackgroundImage,
  selectTheme,
  setBackgroundImage,
} from '@podpie/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Modal, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notifications/index.ts';
import { type DesignSection, useEditor } from '../editor-context.tsx';
import { ColourField } from '../fields/colour-field.tsx';
import { ImageField } from '../fields/image-field.tsx';
import { ButtonColoursPanel, GradientPanel } from './colour-panels.tsx';
import { DesignThemes, DesignTokensForm } from './design-panels.tsx';
import '../../../shared/texts/design.ts';

const swatch = (background: string, selected: boolean) => ({
  width: 40,
  height: 40,
  borderRadius: 8,
  border: selected ? '3px solid #1677ff' : '1px solid #d9d9d9',
  background,
  cursor: 'pointer',
  padding: 0,
});

/** COLOR-SETTINGS (the page's Design): theme, solid colour, gradient, image and button colours. */
export function ColorSettingsModal({
  section = 'designs',
  onClose,
}: {
  section?: DesignSection | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { store, api, signedIn } = useEditor();
  const project = store.doc.project;
  // One panel open at a time, kept here rather than by antd's accordion, whose tab roles around
  // a panel's form make an invalid tab list for screen readers.
  const [panel, setPanel] = useState<string | undefined>(section);
  const themes = useQuery({ queryKey: ['themes'], queryFn: api.themes, staleTime: Infinity });
  const colours = useQuery({
    queryKey: ['background-colors'],
    queryFn: api.backgroundColors,
    staleTime: Infinity,
  });

  useEffect(() => {
    const failed = themes.isError ? 'themes' : colours.isError ? 'colours' : null;
    if (!failed) return;
    notify({
      type: 'error',
      message: {
        key:
          failed === 'themes' ? 'messages:themesNotFound.title' : 'messages:colorsNotFound.title',
      },
      description: { key: 'messages:projectNotFound.description' },
      // SPEC.md §8 sends the owner back to the dashboard; a signed-out visitor has none.
      ...(signedIn ? { redirect: true, target: '/dashboard' } : {}),
    });
  }, [themes.isError, colours.isError, signedIn]);

  /** Every change is one undo step; a colour dragged across the picker coalesces into one. */
  const change = (next: ProjectStyle, key: string) =>
    store.apply({ type: 'patch-project', patch: next, key });

  const items = [
    {
      key: 'designs',
      label: t('design:themes'),
      children: <DesignThemes project={project} change={change} />,
    },
    {
      key: 'style',
      label: t('design:style'),
      children: <DesignTokensForm project={project} change={change} />,
    },
    {
      key: 'theme',
      label: t('editor:colorSettings.theme'),
      children: themes.isPending ? (
        <Spin />
      ) : (
        <Space wrap>
          {(themes.data ?? []).map((theme) => (
            <button
              key={theme.id}
              type="button"
              aria-label={theme.theme_name}
              aria-pressed={project.selected_theme_id === theme.id}
              title={theme.theme_name}
              style={swatch(
                theme.background_type === 'LINEAR-GRADIENT'
                  ? `linear-gradient(${theme.degree}deg, ${theme.gradient_color_from}, ${theme.gradient_color_to})`
                  : (theme.solid_color ?? '#424242'),
                project.selected_theme_id === theme.id,
              )}
              onClick={() => change(selectTheme(project, theme), 'theme')}
            />
          ))}
        </Space>
      ),
    },
    {
      key: 'solid',
      label: t('editor:colorSettings.solid'),
      children: (
        <Space orientation="vertical">
          <Space wrap>
            {(colours.data ?? []).map((entry) => {
              const colour = backgroundColorToSolid(entry);
              const selected =
                project.background_type === 'SOLID' &&
                project.solid_color.toLowerCase() === colour.toLowerCase();
              return (
                <button
                  key={entry.id}
                  type="button"
                  aria-label={t('access:colour.background', { colour })}
                  aria-pressed={selected}
                  style={swatch(colour, selected)}
                  onClick={() => change(chooseSolidColour(project, colour), 'solid')}
                />
              );
            })}
          </Space>
          <ColourField
            label={t('editor:colorSettings.solid')}
            value={project.solid_color}
            onChange={(colour) => change(chooseSolidColour(project, colour), 'solid')}
          />
        </Space>
      ),
    },
    {
      key: 'gradient',
      label: t('editor:colorSettings.gradient'),
      children: <GradientPanel project={project} change={change} />,
    },
    {
      key: 'image',
      label: t('editor:colorSettings.image'),
      children: (
        <ImageField
          label={t('editor:backgroundImage.title')}
          src={project.background_image_cdnUrl}
          onUploaded={(image) => change(setBackgroundImage(project, image), 'image')}
          onRemove={() => change(removeBackgroundImage(project), 'image')}
        />
      ),
    },
    {
      key: 'button',
      label: t('editor:colorSettings.button'),
      children: <ButtonColoursPanel project={project} change={change} />,
    },
  ];

  return (
    <Modal
      open
      width={MODAL_WIDTH}
      title={t('editor:modals.colorSettings')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('editor:modal.done')}
        </Button>
      }
    >
      <Collapse
        activeKey={panel === undefined ? [] : [panel]}
        onChange={(keys) => setPanel(keys.at(-1))}
        items={items}
      />
    </Modal>
  );
}
