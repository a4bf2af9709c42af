import { slugSchema } from '@podpie/core';
import { Button, Form, Input } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '../../api/projects.ts';
import { zodRule } from '../../shared/zod-rule.ts';
import { useQuickUpdate } from './use-projects.ts';
import '../../shared/texts/dashboard.ts';

/** The address before the slug, e.g. 'podpie.example/' for 'https://podpie.example/myshow'. */
export function linkPrefix(shortLink: string, slug: string): string {
  const base = shortLink.endsWith(slug) ? shortLink.slice(0, -slug.length) : `${shortLink}/`;
  return base.replace(/^https?:\/\//, '');
}

/** Edits the project's link alias (slug); saved with the quick update. */
export const AliasForm = memo(function AliasForm(props: { project: ProjectView }) {
  const { project } = props;
  const { t } = useTranslation();
  const update = useQuickUpdate();
  const fieldId = `alias-${project.id}`;
  const [form] = Form.useForm<{ slug: string }>();
  // Followed through the form's changes rather than Form.useWatch, which draws every card's form
  // a second time just after it is first drawn.
  const [typed, setTyped] = useState(project.slug);
  // Printed links and QR codes of a live page keep working: the old slug redirects (301).
  const moving =
    project.pies_updated_at !== null &&
    typed.trim() !== '' &&
    typed.trim().toLowerCase() !== project.slug.toLowerCase();
  return (
    <Form
      form={form}
      layout="vertical"
      className="alias-form"
      initialValues={{ slug: project.slug }}
      requiredMark={false}
      onValuesChange={(changed: { slug?: string }) => {
        if (changed.slug !== undefined) setTyped(changed.slug);
      }}
      onFinish={(values: { slug: string }) =>
        update.mutate({ id: project.id, body: { slug: slugSchema.parse(values.slug) } })
      }
    >
      <Form.Item
        label={t('dashboard:alias.label')}
        htmlFor={fieldId}
        required
        extra={
          moving ? (
            <span role="status">{t('dashboard:publishing.aliasMoves', { old: project.slug })}</span>
          ) : undefined
        }
      >
        <div className="inline-form-row">
          <Form.Item name="slug" noStyle rules={[zodRule(slugSchema, t)]}>
            <Input
              id={fieldId}
              prefix={
                <span className="alias-prefix">{linkPrefix(project.short_link, project.slug)}</span>
              }
              placeholder={t('dashboard:alias.placeholder')}
              autoComplete="off"
              spellCheck={false}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('dashboard:alias.save')}
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
});
