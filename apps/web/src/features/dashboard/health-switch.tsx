import { Switch, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectView } from '../../api/projects.ts';
import { useQuickUpdate } from './use-projects.ts';
import '../../shared/texts/dashboard.ts';

/** Turns podcast health checking (is_check_podcast_health) on or off for one project. */
export function HealthSwitch(props: { project: ProjectView }) {
  const { t } = useTranslation();
  const update = useQuickUpdate();
  const switchId = useId();
  const hintId = useId();
  const on = props.project.is_check_podcast_health;
  return (
    <div className="health-switch">
      <div className="health-switch-row">
        <Switch
          id={switchId}
          size="small"
          checked={on}
          loading={update.isPending}
          aria-describedby={hintId}
          onChange={(checked) =>
            update.mutate({ id: props.project.id, body: { is_check_podcast_health: checked } })
          }
        />
        <label htmlFor={switchId}>{t('dashboard:uptime.switch')}</label>
      </div>
      <Typography.Text type="secondary" id={hintId} className="health-switch-hint">
        {t('dashboard:uptime.switchHint')}
      </Typography.Text>
    </div>
  );
}
