import { DownloadOutlined } from '@ant-design/icons';
import {
  QR_FILE_NAME,
  QR_LEVELS,
  QR_SIZES,
  type QrLevel,
  type QrSize,
  qrOptionsSchema,
} from '@podpie/core';
import { Button, ColorPicker, Form, Radio, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '../../api/projects.ts';
import { notify } from '../notifications/index.ts';
import { EpisodeQr } from './episode-qr.tsx';
import { QrPreview } from './qr-preview.tsx';
import { useQuickUpdate } from './use-projects.ts';
import '../../shared/texts/dashboard.ts';

type QrValues = { qr_size: QrSize; qr_level: QrLevel; qr_color: string };

/** Saves the canvas as a PNG download named as SPEC.md §9 says. */
export function downloadCanvas(canvas: HTMLCanvasElement, fileName: string = QR_FILE_NAME): void {
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

type Shared = 'page' | 'episode';

/**
 * The QR settings (size, error level, colour) with a live preview and a PNG download; or, when
 * the owner shares one episode, that episode's address and code (EpisodeQr).
 */
export function QrSettings(props: { project: ProjectView }) {
  const { project } = props;
  const { t } = useTranslation();
  const update = useQuickUpdate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [form] = Form.useForm<QrValues>();
  const initial: QrValues = {
    qr_size: project.qr_size,
    qr_level: project.qr_level,
    qr_color: project.qr_color,
  };
  // What the owner has chosen so far, for the preview. Kept from the form's changes rather than
  // Form.useWatch, which draws every card's form a second time just after it is first drawn.
  const [live, setLive] = useState<QrValues>(initial);
  const prefix = `qr-${project.id}`;
  const [shared, setShared] = useState<Shared>('page');

  const download = () => {
    if (!canvas.current) return;
    try {
      downloadCanvas(canvas.current);
    } catch {
      notify({ type: 'error', message: { key: 'messages:error' } });
    }
  };

  return (
    <section className="qr-settings" aria-labelledby={`${prefix}-title`}>
      <Typography.Title level={3} id={`${prefix}-title`} className="section-title">
        {t('dashboard:qrSettings.title')}
      </Typography.Title>
      <Radio.Group
        className="qr-shared"
        aria-label={t('dashboard:qrSettings.share')}
        optionType="button"
        value={shared}
        onChange={(event) => setShared(event.target.value as Shared)}
        options={[
          { value: 'page', label: t('dashboard:qrSettings.thePage') },
          { value: 'episode', label: t('dashboard:qrSettings.anEpisode') },
        ]}
      />
      {shared === 'episode' ? <EpisodeQr projectId={project.id} /> : null}
      <div className="qr-layout" hidden={shared === 'episode'}>
        <Form<QrValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          onValuesChange={(_changed, values) => setLive({ ...initial, ...values })}
          onFinish={(values) =>
            update.mutate({ id: project.id, body: qrOptionsSchema.parse(values) })
          }
        >
          <Form.Item name="qr_size" label={t('common:qr.size')} htmlFor={`${prefix}-size`}>
            <Select
              id={`${prefix}-size`}
              options={QR_SIZES.map((size) => ({ value: size, label: `${size} px` }))}
            />
          </Form.Item>
          <Form.Item name="qr_level" label={t('common:qr.level')}>
            <Radio.Group
              optionType="button"
              options={QR_LEVELS.map((level) => ({ value: level, label: level }))}
            />
          </Form.Item>
          <Form.Item
            name="qr_color"
            label={t('common:qr.color')}
            getValueFromEvent={(color: { toHexString(): string }) => color.toHexString()}
          >
            <ColorPicker format="hex" disabledAlpha showText />
          </Form.Item>
          <div className="button-row">
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('common:actions.save')}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
              {t('common:qr.download')}
            </Button>
          </div>
        </Form>
        <figure className="qr-preview">
          <QrPreview
            ref={canvas}
            url={project.short_link}
            size={live.qr_size}
            level={live.qr_level}
            color={live.qr_color}
            logo={project.artwork_cdnUrl}
            title={t('common:qr.alt', { url: project.short_link })}
          />
          <figcaption>{t('dashboard:qrSettings.preview')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
