import { isScheduled, type Pie, setScheduleRange, toggleSchedule } from '@podpie/core';
import { Checkbox, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from './date-range-field.tsx';

type Props = { pie: Pie; onChange: (patch: Partial<Pie>) => void };

/** POP, HIDE and SCHEDULE for one block (SPEC.md §2). */
export function DisplayOptions({ pie, onChange }: Props) {
  const { t } = useTranslation();
  const [scheduling, setScheduling] = useState(isScheduled(pie));

  const withFlags = (patch: Partial<Pie>, schedule = scheduling): Partial<Pie> => {
    const next = { ...pie, ...patch };
    return { ...patch, display_effect_options: next.is_pop || next.is_hidden || schedule };
  };

  return (
    <Form.Item label={t('editor:displayOptions.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap size="large">
          <Checkbox
            checked={pie.is_pop}
            onChange={(event) => onChange(withFlags({ is_pop: event.target.checked }))}
          >
            {t('editor:displayOptions.pop')}
          </Checkbox>
          <Checkbox
            checked={pie.is_hidden}
            onChange={(event) => onChange(withFlags({ is_hidden: event.target.checked }))}
          >
            {t('editor:displayOptions.hide')}
          </Checkbox>
          <Checkbox
            checked={scheduling}
            onChange={(event) => {
              const on = event.target.checked;
              setScheduling(on);
              onChange(withFlags(toggleSchedule(pie, on), on));
            }}
          >
            {t('editor:displayOptions.schedule')}
          </Checkbox>
        </Space>
        <Typography.Text type="secondary">
          {scheduling
            ? t('editor:displayOptions.scheduleHelp')
            : pie.is_hidden
              ? t('editor:displayOptions.hideHelp')
              : t('editor:displayOptions.popHelp')}
        </Typography.Text>
        {scheduling ? (
          <DateRangeField
            idPrefix={`schedule-${pie.id}`}
            fromLocal={pie.schedule_from_date_str}
            toLocal={pie.schedule_to_date_str}
            timeZone={pie.schedule_time_zone}
            apply={(range) => {
              const update = setScheduleRange(pie, range);
              if (update.ok) onChange(withFlags(update.pie));
              return update.ok;
            }}
          />
        ) : null}
      </Space>
    </Form.Item>
  );
}
