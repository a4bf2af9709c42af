import { AudioOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FRAME_AFTER_CHECK_CLASS } from '../../shared/frame-marks.ts';
import { ChoosePasswordCard } from '../account/index.ts';
import { tracker } from '../analytics/index.ts';
import { notify } from '../notifications/index.ts';
import { LinkImportButton } from './link-import.tsx';
import { ImportPageButton } from './page-file.tsx';
import { ProjectCard } from './project-card.tsx';
import { START_PATHS, StartChoice } from './start-choice.tsx';
import { useLoadingTail } from './use-loading-tail.ts';
import { useProjects } from './use-projects.ts';
import { FrameVerifyEmailBanner, VerifyEmailBanner } from './verify-email-banner.tsx';
import '../../shared/texts/dashboard.ts';

const SKELETON_CARDS = 3;

/** A sign-up without a draft arrives with this state: the start choice greets the new owner. */
function isWelcome(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'welcome' in state && state.welcome === true
  );
}

/**
 * /dashboard: the owner's project cards. `drawnAtBuild` draws it as the build frame holds it
 * (prerender-entry.tsx): the reminder to verify and the placeholder cards wait there for the
 * frame's sign-in check, so the reminder comes in above the cards without moving them.
 */
export function DashboardScreen({ drawnAtBuild = false }: { drawnAtBuild?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const projects = useProjects();
  const loading = useLoadingTail(projects.isSuccess || projects.isError);

  const projectCount = projects.data?.length;
  useEffect(() => {
    // A people property of SPEC.md §7 analytics: how many pages the owner keeps.
    if (projectCount !== undefined) tracker.setPeopleProperties({ project_count: projectCount });
  }, [projectCount]);

  useEffect(() => {
    if (!projects.isError) return;
    // SPEC.md §8: a list failure shows the server's status text.
    notify({
      type: 'error',
      message: { key: 'messages:error' },
      description: { text: projects.error.message },
    });
  }, [projects.isError, projects.error]);

  const placeholders = (
    <section className="project-grid" aria-busy="true" aria-label={t('common:loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // Not a bare index: React matched the project of id 1 to the second placeholder's
        // column and moved that column up into the first place, a layout shift (CLS 0.19).
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={`placeholder-${index}`} className="project-placeholder" />
      ))}
    </section>
  );

  return (
    <section aria-labelledby="dashboard-title">
      <div className="page-header">
        <Typography.Title level={1} id="dashboard-title">
          {t('dashboard:title')}
        </Typography.Title>
        <div className="button-row">
          <Button
            type="primary"
            icon={<AudioOutlined aria-hidden />}
            onClick={() => navigate(START_PATHS.fromPodcast)}
          >
            {t('app:start.fromPodcast')}
          </Button>
          <Button onClick={() => navigate(START_PATHS.blank)}>
            {t('dashboard:addNewProject')}
          </Button>
          <LinkImportButton />
          <ImportPageButton />
        </div>
      </div>
      {drawnAtBuild ? <FrameVerifyEmailBanner /> : <VerifyEmailBanner />}
      <ChoosePasswordCard />
      {loading ? (
        drawnAtBuild ? (
          <div className={FRAME_AFTER_CHECK_CLASS}>{placeholders}</div>
        ) : (
          placeholders
        )
      ) : projects.data && projects.data.length > 0 ? (
        <div className="project-grid">
          {projects.data.map((project) => (
            <div key={project.id}>
              <ProjectCard project={project} />
            </div>
          ))}
        </div>
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="start-choice-intro">
            {t('dashboard:empty')}
          </Typography.Paragraph>
          <StartChoice welcome={isWelcome(location.state)} />
        </>
      )}
    </section>
  );
}
