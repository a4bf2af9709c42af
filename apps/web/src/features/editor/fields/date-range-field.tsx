import { DATE_ERROR_DISPLAY_MS, type LocalRange } from '@podpie/core';
import { DatePicker, Form, Select, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, timeZoneOptions } from './time-zones.ts';

type Props = {
  fromLocal: string | null;
  toLocal: string | null;
  timeZone: string | null;
  /** Applies the range with the core rule; false when it was refused (start not before end). */
  apply: (range: LocalRange) => boolean;
  /** Distinguishes the labels of two ranges on one screen. */
  idPrefix: string;
};

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';

function split(local: string | null): { date: Dayjs | null; time: Dayjs | null } {
  if (!local) return { date: null, time: null };
  const parsed = dayjs(local.slice(0, 16), 'YYYY-MM-DDTHH:mm', true);
  return parsed.isValid() ? { date: parsed, time: parsed } : { date: null, time: null };
}

const join = (date: Dayjs, time: Dayjs) => `${date.format(DATE)}T${time.format(TIME)}:00`;

/** The part of the range an owner just changed, which is the one a refusal is shown beside. */
type RangePart = 'dates' | 'startTime' | 'endTime' | 'zone';

/**
 * Date range, start and end time, and time zone (the browser's unless chosen). A range whose
 * start is not before its end changes nothing; for 2 s the field just changed says why, under it.
 */
export function DateRangeField({ fromLocal, toLocal, timeZone, apply, idPrefix }: Props) {
  const { t } = useTranslation();
  const from = split(fromLocal);
  const to = split(toLocal);
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null]>([from.date, to.date]);
  const [startTime, setStartTime] = useState<Dayjs>(from.time ?? dayjs('00:00', TIME));
  const [endTime, setEndTime] = useState<Dayjs>(to.time ?? dayjs('23:59', TIME));
  const [zone, setZone] = useState(timeZone ?? browserTimeZone());
  const [refused, setRefused] = useState<RangePart | null>(null);
  const errorTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (errorTimer.current) clearTimeout(errorTimer.current);
    },
    [],
  );

  const showError = (part: RangePart) => {
    setRefused(part);
    if (errorTimer.current) clearTimeout(errorTimer.current);
    errorTimer.current = setTimeout(() => setRefused(null), DATE_ERROR_DISPLAY_MS);
  };
  /** antd's own error state and help line on the refused field, read out as it appears. */
  const refusal = (part: RangePart) =>
    refused === part
      ? {
          validateStatus: 'error' as const,
          help: <span role="alert">{t('editor:trust.dateRangeError')}</span>,
        }
      : {};

  /** Tries a new combination; keeps it only when it makes a valid range. */
  const attempt = (next: {
    dates?: [Dayjs | null, Dayjs | null];
    startTime?: Dayjs;
    endTime?: Dayjs;
    zone?: string;
  }) => {
    const [startDate, endDate] = next.dates ?? dates;
    const start = next.startTime ?? startTime;
    const end = next.endTime ?? endTime;
    const chosenZone = next.zone ?? zone;
    if (!startDate || !endDate) {
      if (next.dates) setDates(next.dates);
      return;
    }
    const accepted = apply({
      from: join(startDate, start),
      to: join(endDate, end),
      timeZone: chosenZone,
    });
    if (!accepted) {
      showError(
        next.dates ? 'dates' : next.startTime ? 'startTime' : next.endTime ? 'endTime' : 'zone',
      );
      return;
    }
    if (next.dates) setDates(next.dates);
    if (next.startTime) setStartTime(next.startTime);
    if (next.endTime) setEndTime(next.endTime);
    if (next.zone) setZone(next.zone);
  };

  return (
    <div>
      <Space wrap align="start">
        <Form.Item
          label={t('editor:displayOptions.dateRange')}
          htmlFor={`${idPrefix}-dates`}
          {...refusal('dates')}
        >
          <DatePicker.RangePicker
            id={{ start: `${idPrefix}-dates`, end: `${idPrefix}-dates-end` }}
            value={dates}
            format={DATE}
            allowEmpty={[false, false]}
            placeholder={[t('editor:fields.startDate'), t('editor:fields.endDate')]}
            onChange={(values) => attempt({ dates: [values?.[0] ?? null, values?.[1] ?? null] })}
          />
        </Form.Item>
        <Form.Item
          label={t('editor:displayOptions.startTime')}
          htmlFor={`${idPrefix}-start`}
          {...refusal('startTime')}
        >
          <TimePicker
            id={`${idPrefix}-start`}
            value={startTime}
            format={TIME}
            allowClear={false}
            needConfirm={false}
            onChange={(value) => value && attempt({ startTime: value })}
          />
        </Form.Item>
        <Form.Item
          label={t('editor:displayOptions.endTime')}
          htmlFor={`${idPrefix}-end`}
          {...refusal('endTime')}
        >
          <TimePicker
            id={`${idPrefix}-end`}
            value={endTime}
            format={TIME}
            allowClear={false}
            needConfirm={false}
            onChange={(value) => value && attempt({ endTime: value })}
          />
        </Form.Item>
        <Form.Item
          label={t('editor:displayOptions.timeZone')}
          htmlFor={`${idPrefix}-zone`}
          {...refusal('zone')}
        >
          <Select
            id={`${idPrefix}-zone`}
            showSearch
            value={zone}
            options={timeZoneOptions()}
            style={{ width: 220 }}
            onChange={(value: string) => attempt({ zone: value })}
          />
        </Form.Item>
      </Space>
    </div>
  );
}
