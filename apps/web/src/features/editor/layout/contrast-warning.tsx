import type { ContrastProblem } from '@podpie/core';
import { Button, List, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type ContrastWarningProps = {
  problems: readonly ContrastProblem[];
  onFix: (problem: ContrastProblem) => void;
  onPublishAnyway: () => void;
  onCancel: () => void;
};

/** Before publishing: every pair of colours below WCAG AA, each with a way to where it is set. */
export function ContrastWarning({
  problems,
  onFix,
  onPublishAnyway,
  onCancel,
}: ContrastWarningProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('editor:trust.contrastTitle')}
      onCancel={onCancel}
      footer={
        <Button type="primary" onClick={onPublishAnyway}>
          {t('editor:trust.publishAnyway')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('editor:trust.contrastIntro')}</Typography.Paragraph>
      <List
        aria-label={t('editor:trust.contrastTitle')}
        dataSource={[...problems]}
        renderItem={(problem) => {
          const where = problem.mainType
            ? `${t(`blocks:types.${problem.mainType}`)}${problem.title ? ` “${problem.title}”` : ''}`
            : t('editor:trust.pageSettings');
          return (
            <List.Item
              actions={[
                <Button
                  key="fix"
                  size="small"
                  aria-label={`${t('editor:trust.fix')}: ${where}`}
                  onClick={() => onFix(problem)}
                >
                  {t('editor:trust.fix')}
                </Button>,
              ]}
            >
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{where}</Typography.Text>
                <Typography.Text type="secondary">
                  {t(`editor:trust.contrastParts.${problem.part}`)} ·{' '}
                  {t('editor:trust.contrastRatio', { ratio: problem.ratio })}
                </Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
