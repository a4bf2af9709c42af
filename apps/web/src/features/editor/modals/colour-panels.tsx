import {
  chooseGradientDegree,
  chooseGradientEnd,
  chooseGradientStart,
  type ProjectStyle,
} from '@podpie/core';
import { Form, InputNumber, Slider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../fields/colour-field.tsx';

type PanelProps = {
  project: ProjectStyle;
  /** One undo step per change; `key` coalesces a colour dragged across the picker. */
  change: (next: ProjectStyle, key: string) => void;
};

/** The Design panel's gradient: its two colours and its angle. */
export function GradientPanel({ project, change }: PanelProps) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Space wrap size="large">
        <Form.Item label={t('editor:colorSettings.gradientFrom')}>
          <ColourField
            label={t('editor:colorSettings.gradientFrom')}
            value={project.gradient_color_from}
            onChange={(colour) => change(chooseGradientStart(project, colour), 'gradient-from')}
          />
        </Form.Item>
        <Form.Item label={t('editor:colorSettings.gradientTo')}>
          <ColourField
            label={t('editor:colorSettings.gradientTo')}
            value={project.gradient_color_to}
            onChange={(colour) => change(chooseGradientEnd(project, colour), 'gradient-to')}
          />
        </Form.Item>
      </Space>
      <Form.Item label={t('editor:colorSettings.degree')}>
        {/* The slider takes what the number box leaves, so the row fits a 390 px phone. */}
        <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Slider
            min={0}
            max={359}
            value={project.degree}
            style={{ flex: 1, minWidth: 0, maxWidth: 240 }}
            onChange={(degree: number) => change(chooseGradientDegree(project, degree), 'degree')}
          />
          <InputNumber
            aria-label={t('editor:colorSettings.degree')}
            min={0}
            max={359}
            value={project.degree}
            onChange={(degree) =>
              degree !== null && change(chooseGradientDegree(project, degree), 'degree')
            }
          />
        </div>
      </Form.Item>
    </Form>
  );
}

/** The Design panel's button, button text and text colours. */
export function ButtonColoursPanel({ project, change }: PanelProps) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div">
      <Space wrap size="large">
        <Form.Item label={t('editor:colorSettings.button')}>
          <ColourField
            label={t('editor:colorSettings.button')}
            value={project.button_color}
            onChange={(colour) => change({ ...project, button_color: colour }, 'button')}
          />
        </Form.Item>
        <Form.Item label={t('editor:colorSettings.buttonText')}>
          <ColourField
            label={t('editor:colorSettings.buttonText')}
            value={project.button_text_color}
            onChange={(colour) => change({ ...project, button_text_color: colour }, 'button-text')}
          />
        </Form.Item>
        <Form.Item label={t('editor:colorSettings.text')}>
          <ColourField
            label={t('editor:colorSettings.text')}
            value={project.text_color}
            onChange={(colour) => change({ ...project, text_color: colour }, 'text')}
          />
        </Form.Item>
      </Space>
    </Form>
  );
}
