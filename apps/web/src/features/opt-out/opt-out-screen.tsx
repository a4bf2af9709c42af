import { useMutation } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { optOutCalls } from '../../api/opt-out-calls.ts';
import { translateIssue } from '../../shared/zod-rule.ts';

/** /opt-out-campaign/:itunes_id: unsubscribes a podcast from the cold e-mail campaign. */
export function OptOutScreen() {
  const { t } = useTranslation();
  const itunesId = useParams().itunes_id ?? '';
  const key = useSearchParams()[0].get('key') ?? '';
  const optOut = useMutation({ mutationFn: () => optOutCalls.optOut(itunesId, key) });
  const started = useRef(false);
  // A link without its key, or with one the server refuses, cannot work however often it is tried.
  const invalidLink =
    key.trim() === '' ||
    (optOut.error instanceof ApiError && [403, 404, 422].includes(optOut.error.status));

  useEffect(() => {
    if (started.current || key.trim() === '') return;
    started.current = true;
    optOut.mutate();
  }, [optOut, key]);

  if (invalidLink) {
    return (
      <main id="main" className="centered-page">
        <Result
          status="warning"
          title={<h1 className="result-title">{t('app:optOut.failed')}</h1>}
          subTitle={t('app:optOut.invalidLink')}
        />
      </main>
    );
  }

  if (optOut.isSuccess) {
    return (
      <main id="main" className="centered-page">
        <Result
          status="success"
          title={<h1 className="result-title">{t('common:optOut.title')}</h1>}
          subTitle={t('common:optOut.subTitle')}
        />
      </main>
    );
  }
  if (optOut.isError) {
    const reason = optOut.error instanceof ApiError ? optOut.error.errors[0] : undefined;
    return (
      <main id="main" className="centered-page">
        <Result
          status="warning"
          title={<h1 className="result-title">{t('app:optOut.failed')}</h1>}
          subTitle={reason ? translateIssue(t, reason) : t('app:optOut.tryAgain')}
          extra={
            <Button type="primary" onClick={() => optOut.mutate()}>
              {t('app:optOut.retry')}
            </Button>
          }
        />
      </main>
    );
  }
  return (
    <main id="main" className="centered-page">
      <Spin size="large" tip={t('app:optOut.working')}>
        <div className="spin-space" />
      </Spin>
    </main>
  );
}
