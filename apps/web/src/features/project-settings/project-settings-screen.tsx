import {
  LANGUAGES,
  type Language,
  type ProjectSettings,
  projectSettingsSchema,
} from '@podpie/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { projectCalls } from '../../api/project-calls.ts';
import { projectQueries } from '../../api/queries.ts';
import { projectKeys, projectsChanged } from '../../api/query-keys.ts';
import { zodRule } from '../../shared/zod-rule.ts';
import { TRACKED_EVENTS, tracker } from '../analytics/index.ts';
import { WebhooksCard } from '../automation/index.ts';
import { HealthSwitch, projectName } from '../dashboard/index.ts';
import { notify } from '../notifications/index.ts';
import { OwnDomainCard } from '../own-domain/index.ts';
import { OldAddresses } from './old-addresses.tsx';
import '../../shared/texts/dashboard.ts';
import '../../shared/texts/settings.ts';

type SettingsValues = {
  google_analytics_id: string;
  facebook_pixel_id: string;
  language: Language;
};

/** /projects/:id/settings: Embed and Sharing Analytics (SPEC.md §2). */
export function ProjectSettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const project = useQuery({
    ...projectQueries.view(id),
    enabled: valid,
  });

  useEffect(() => {
    if (valid && !project.isError) return;
    notify({
      type: 'error',
      message: { key: 'messages:projectNotFound.title' },
      description: { key: 'messages:projectNotFound.description' },
      redirect: true,
      target: '/dashboard',
    });
  }, [valid, project.isError]);

  const save = useMutation({
    mutationFn: (settings: ProjectSettings) => projectCalls.updateSettings(id, settings),
    onSuccess: (updated) => {
      queryClient.setQueryData(projectKeys.view(id), updated);
      void projectsChanged(queryClient, id);
      tracker.track(TRACKED_EVENTS.updatedProject, { project_id: id });
      notify({
        type: 'success',
        message: { key: 'messages:settingsUpdated', values: { name: projectName(updated, id) } },
      });
    },
    onError: () => {
      notify({
        type: 'error',
        message: {
          key: 'messages:settingsUpdateFailed',
          values: { name: projectName(project.data, id) },
        },
      });
    },
  });

  return (
    <section aria-labelledby="settings-title" className="narrow-page">
      <Typography.Title level={1} id="settings-title">
        {t('settings:project.title')}
      </Typography.Title>
      <Card>
        {project.data ? (
          <Form<SettingsValues>
            layout="vertical"
            initialValues={{
              google_analytics_id: project.data.google_analytics_id ?? '',
              facebook_pixel_id: project.data.facebook_pixel_id ?? '',
              language: project.data.language,
            }}
            onFinish={(values) => save.mutate(projectSettingsSchema.parse(values))}
          >
            <Form.Item
              name="google_analytics_id"
              label={t('settings:project.googleAnalyticsId')}
              rules={[zodRule(projectSettingsSchema.shape.google_analytics_id, t)]}
            >
              <Input
                placeholder={t('settings:project.googleAnalyticsPlaceholder')}
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item
              name="facebook_pixel_id"
              label={t('settings:project.facebookPixelId')}
              rules={[zodRule(projectSettingsSchema.shape.facebook_pixel_id, t)]}
            >
              <Input
                placeholder={t('settings:project.facebookPixelPlaceholder')}
                inputMode="numeric"
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item
              name="language"
              label={t('settings:pageLanguage.label')}
              extra={t('settings:pageLanguage.help')}
            >
              <Select
                options={LANGUAGES.map((language) => ({
                  value: language,
                  label: t(`common:language.${language}`),
                }))}
              />
            </Form.Item>
            <div className="button-row">
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('settings:project.save')}
              </Button>
              <Button onClick={() => navigate('/')}>{t('settings:project.cancel')}</Button>
            </div>
          </Form>
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )}
      </Card>
      {project.data ? (
        <Card title={t('dashboard:uptime.title')} className="settings-health">
          <HealthSwitch project={project.data} />
        </Card>
      ) : null}
      {project.data ? <OwnDomainCard projectId={id} /> : null}
      {project.data ? <OldAddresses projectId={id} /> : null}
      {project.data ? <WebhooksCard projectId={id} /> : null}
    </section>
  );
}
