import type { Pie } from '@podpie/core';
import { Button, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishConflict } from '../hooks/use-publish-sync.ts';
import type { MergeChoice, MergeChoices } from '../state/merge-page.ts';

type ConflictModalProps = {
  busy: boolean;
  conflict: PublishConflict;
  onLoadNewer: () => void;
  onOverwrite: () => void;
  onPublishMerged: (choices: MergeChoices) => void;
  onCancel: () => void;
};

/** One part both sides changed: a block by id, or the page settings. */
type Question = { key: string; label: string; mine: string; theirs: string };

const STYLE = 'style';

/**
 * A 409 from the server: the page was published elsewhere meanwhile. When the two copies could
 * be merged, only the parts both changed are asked about, one "keep mine / keep theirs" each;
 * otherwise the owner loads the newer copy or overwrites it.
 */
export function ConflictModal({
  busy,
  conflict,
  onLoadNewer,
  onOverwrite,
  onPublishMerged,
  onCancel,
}: ConflictModalProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, MergeChoice>>({});
  const result = conflict.merge?.result;

  const side = (pie: Pie | null) =>
    pie === null ? `(${t('editorExtra:merge.deleted')})` : `“${pie.title ?? pie.name ?? ''}”`;
  const questions: Question[] = [
    ...(result?.blockConflicts ?? []).map((block) => ({
      key: String(block.id),
      label: t(`blocks:types.${(block.mine ?? block.theirs)?.main_type ?? 'TEXT-INPUT'}`),
      mine: side(block.mine),
      theirs: side(block.theirs),
    })),
    ...(result && result.styleConflicts.length > 0
      ? [{ key: STYLE, label: t('editorExtra:merge.pageDesign'), mine: '', theirs: '' }]
      : []),
  ];
  const answered = questions.every((question) => answers[question.key] !== undefined);

  const publish = () => {
    const blocks: Record<number, MergeChoice> = {};
    for (const [key, choice] of Object.entries(answers)) {
      if (key !== STYLE) blocks[Number(key)] = choice;
    }
    const style = answers[STYLE];
    onPublishMerged(style === undefined ? { blocks } : { blocks, style });
  };

  return (
    <Modal
      open
      title={t('editorExtra:conflictTitle')}
      onCancel={onCancel}
      footer={
        <Space wrap>
          <Button onClick={onLoadNewer} disabled={busy}>
            {t('editorExtra:loadNewer')}
          </Button>
          {result ? (
            <Button type="primary" onClick={publish} disabled={!answered} loading={busy}>
              {t('editor:footer.publish')}
            </Button>
          ) : (
            <Button danger type="primary" onClick={onOverwrite} loading={busy}>
              {t('editorExtra:overwrite')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph>
        {t(result ? 'editorExtra:merge.conflictBody' : 'editorExtra:conflictBody')}
      </Typography.Paragraph>
      <Space direction="vertical" size="middle">
        {questions.map((question) => (
          <Space key={question.key} direction="vertical" size={4}>
            <Typography.Text strong id={`conflict-${question.key}`}>
              {question.label}
            </Typography.Text>
            <Radio.Group
              aria-labelledby={`conflict-${question.key}`}
              value={answers[question.key]}
              onChange={(event) =>
                setAnswers((current) => ({ ...current, [question.key]: event.target.value }))
              }
            >
              <Space direction="vertical">
                <Radio value="mine">
                  {t('editorExtra:merge.keepMine')} {question.mine}
                </Radio>
                <Radio value="theirs">
                  {t('editorExtra:merge.keepTheirs')} {question.theirs}
                </Radio>
              </Space>
            </Radio.Group>
          </Space>
        ))}
      </Space>
    </Modal>
  );
}
