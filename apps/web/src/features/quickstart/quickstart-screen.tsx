import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Steps, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { projectsChanged } from '../../api/query-keys.ts';
import { useSession } from '../../shared/session.tsx';
import { notify } from '../notifications/index.ts';
import { ImportProgress } from './import-progress.tsx';
import { PodcastSearch } from './podcast-search.tsx';
import { quickstartDeps, SEARCH_DEBOUNCE_MS, supportEmail } from './quickstart-deps.ts';
import { type QuickstartRoute, quickstartRedirect } from './quickstart-guard.ts';
import { quickstartText } from './quickstart-text.ts';
import { SetupFailure } from './setup-failure.tsx';
import { currentSetupStep, setupPercent } from './setup-flow.ts';
import { useSetupFlow } from './use-setup-flow.ts';

/**
 * /quickstart (signed out) and /project-setup (signed in): find a show, build a starter page from
 * it, and open the editor on it.
 */
export function QuickstartScreen() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  // t follows the language; its language is named so a switch draws the texts again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: i18n.language is what changes t's answers
  const text = useMemo(() => quickstartText(t), [t, i18n.language]);
  const signedIn = session.status === 'signed-in';
  const route: QuickstartRoute = pathname.startsWith('/project-setup')
    ? '/project-setup'
    : '/quickstart';
  const deps = useMemo(() => quickstartDeps({ signedIn }), [signedIn]);
  const flow = useSetupFlow(deps);
  const [term, setTerm] = useState('');
  // Decided once on arrival: the draft this screen itself saves must not bounce the owner.
  const [redirect] = useState(() =>
    quickstartRedirect(route, { signedIn, hasDraft: deps.hasDraft() }),
  );

  const { state } = flow;
  useEffect(() => {
    if (state.phase !== 'done') return;
    if (signedIn) {
      void projectsChanged(queryClient);
      notify({
        type: 'success',
        message: { key: 'messages:success' },
        description: { key: 'messages:projectCreated.description' },
      });
    }
    navigate(state.path, { replace: true, state: { fromQuickstart: true } });
  }, [state, signedIn, navigate, queryClient]);

  if (session.status === 'unknown') return null;
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Flex
      component="main"
      id="main"
      justify="center"
      style={{ padding: '32px 16px', minHeight: '100vh' }}
    >
      <Flex vertical gap="large" style={{ width: '100%', maxWidth: 640 }}>
        <Steps
          current={currentSetupStep(state)}
          status={state.phase === 'failed' ? 'error' : 'process'}
          items={text.steps.map((title, index) => ({ title, content: text.stepHelp[index] }))}
        />
        <Card>
          {state.phase === 'search' && (
            <Flex vertical gap="middle">
              <div>
                <Typography.Title level={1} style={{ marginTop: 0, fontSize: '1.5rem' }}>
                  {text.heading}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {text.intro}
                </Typography.Paragraph>
              </div>
              <PodcastSearch
                value={term}
                onChange={setTerm}
                onPick={flow.pick}
                client={deps.calls}
                debounceMs={SEARCH_DEBOUNCE_MS}
                text={text}
              />
            </Flex>
          )}
          {(state.phase === 'importing' || state.phase === 'done') && (
            <ImportProgress
              show={state.show}
              step={state.phase === 'importing' ? state.step : 'save'}
              percent={setupPercent(state)}
              signedIn={signedIn}
              text={text}
              onCancel={flow.backToSearch}
            />
          )}
          {state.phase === 'failed' && (
            <SetupFailure
              show={state.show}
              failure={state.failure}
              supportEmail={supportEmail()}
              text={text}
              onRetry={() => flow.retry()}
              onWithoutArtwork={() => flow.retry({ withoutArtwork: true })}
              onBack={flow.backToSearch}
            />
          )}
        </Card>
        <Flex justify="flex-end">
          {/* SPEC.md §2: Skip opens the editor on an empty page (a draft when signed out). */}
          <Link to={signedIn ? '/projects' : '/quickstart-project'}>{text.skip}</Link>
        </Flex>
      </Flex>
    </Flex>
  );
}
