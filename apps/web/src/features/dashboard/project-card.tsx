import { DeleteOutlined, EditOutlined, PictureOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectView } from '../../api/projects.ts';
import { draftChangedAt } from '../../shared/draft-storage.ts';
import { ReturningPopconfirm } from '../../shared/returning-popconfirm.tsx';
import { SubscribersButton } from '../integrations/index.ts';
import { DomainLine } from '../own-domain/index.ts';
import { AnalyticsLink } from '../page-analytics/index.ts';
import { AliasForm } from './alias-form.tsx';
import { EpisodeShare } from './episode-share.tsx';
import { ExportPageButton } from './page-file.tsx';
import { type PublishState, publishState } from './publish-state.ts';
import { QrSettings } from './qr-settings.tsx';
import { ShortLink } from './short-link.tsx';
import { UptimeSlot } from './uptime-slot.tsx';
import { useDrawnLater } from './use-drawn-later.ts';
import { useDeleteProject } from './use-projects.ts';
import '../../shared/texts/dashboard.ts';

// Words at 4.5:1 or more on their tint (antd's green and gold tags draw theirs lighter).
const STATE_TAG: Record<
  PublishState,
  { style: CSSProperties | undefined; key: `dashboard:publishing.${string}` }
> = {
  draft: { style: undefined, key: 'dashboard:publishing.stateDraft' },
  published: {
    style: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
    key: 'dashboard:publishing.statePublished',
  },
  changes: {
    style: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
    key: 'dashboard:publishing.stateChanges',
  },
};

/** SPEC.md §2: created dates read MM/dd/yyyy. */
export function formatCreated(createdAt: string): string {
  return dayjs(createdAt).format('MM/DD/YYYY');
}

/**
 * One project on the dashboard: who it is, its link, alias, QR code and actions. Its lower half
 * (alias, subscribers), then its QR settings, come a moment after the top, each in space kept for
 * it (useDrawnLater); `allAtOnce` draws the whole card in one render.
 */
export function ProjectCard(props: { project: ProjectView; allAtOnce?: boolean }) {
  const { project } = props;
  // A page is live from its first publish; before that its link and QR code lead to a 404.
  const published = project.pies_updated_at !== null;
  const allAtOnce = props.allAtOnce === true;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const untitled = !project.title?.trim();
  const title = project.title?.trim() || t('dashboard:card.untitled');
  const state = STATE_TAG[publishState(project, draftChangedAt(project.id))];
  const headingId = `project-${project.id}-title`;

  return (
    <article aria-labelledby={headingId}>
      <Card
        className="project-card"
        actions={[
          <Button
            key="settings"
            type="text"
            icon={<SettingOutlined aria-hidden />}
            onClick={() => navigate(`/projects/${project.id}/settings`)}
          >
            {t('dashboard:card.settings')}
          </Button>,
          <Button
            key="edit"
            type="text"
            icon={<EditOutlined aria-hidden />}
            onClick={() => navigate(`/projects/${project.id}`)}
          >
            {t('dashboard:card.edit')}
          </Button>,
          <ReturningPopconfirm
            key="delete"
            title={t('dashboard:card.deleteConfirm')}
            okText={t('common:actions.delete')}
            cancelText={t('common:actions.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutateAsync(project.id).catch(() => undefined)}
          >
            <Button type="text" danger icon={<DeleteOutlined aria-hidden />}>
              {t('dashboard:card.delete')}
            </Button>
          </ReturningPopconfirm>,
        ]}
      >
        <div className="project-card-head">
          {project.artwork_cdnUrl ? (
            <img
              className="project-thumbnail"
              src={project.artwork_cdnUrl}
              alt={t('dashboard:card.thumbnailAlt', { title })}
              width={72}
              height={72}
            />
          ) : (
            <Avatar shape="square" size={72} icon={<PictureOutlined aria-hidden />} />
          )}
          <div className="project-card-heading">
            {/* Cut to one line by CSS: antd's `ellipsis` measured the title in layout effects and
                drew it again twice inside the card's commit. */}
            <Typography.Title level={2} id={headingId} className="project-title">
              {title}
              {/* SPEC.md's word for an untitled page tells cards apart only with the slug. */}
              {untitled ? <span className="project-title-slug"> /{project.slug}</span> : null}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('dashboard:card.created', { date: formatCreated(project.created_at) })}
            </Typography.Text>
            <div>
              <Tag className="project-state" style={state.style}>
                {t(state.key)}
              </Tag>
            </div>
          </div>
        </div>
        {published ? (
          <>
            <ShortLink url={project.short_link} />
            <EpisodeShare projectId={project.id} />
          </>
        ) : (
          <Alert
            className="project-not-published"
            type="info"
            showIcon
            title={t('dashboard:publishing.notPublished')}
            description={t('dashboard:publishing.notPublishedHint')}
          />
        )}
        {published ? <DomainLine projectId={project.id} /> : null}
        {published ? <AnalyticsLink projectId={project.id} /> : null}
        <UptimeSlot project={project} />
        <LowerHalf project={project} published={published} title={title} allAtOnce={allAtOnce} />
      </Card>
    </article>
  );
}

/**
 * The card's alias form, QR settings and buttons, each in its turn (useDrawnLater). Their own
 * component: a turn draws them alone, where it drew the whole card again (its top, short link and
 * actions) for each; kept from the card's other redraws too.
 */
const LowerHalf = memo(function LowerHalf(props: {
  project: ProjectView;
  published: boolean;
  title: string;
  allAtOnce: boolean;
}) {
  const { project, published, title, allAtOnce } = props;
  const lowerHalf = useDrawnLater(allAtOnce);
  // A published page's QR settings are the heaviest part: a turn of their own, after the rest.
  const qrSettings = useDrawnLater(allAtOnce || !published);
  if (!lowerHalf) {
    return (
      <div
        className={published ? 'project-card-later with-qr' : 'project-card-later'}
        aria-busy="true"
      />
    );
  }
  return (
    <>
      <AliasForm project={project} />
      {published && qrSettings ? <QrSettings project={project} /> : null}
      {published && !qrSettings ? (
        <div className="project-card-later qr-only" aria-busy="true" />
      ) : null}
      <div className="project-card-subscribers">
        <SubscribersButton projectId={project.id} slug={project.slug} title={title} />
        <ExportPageButton projectId={project.id} slug={project.slug} />
      </div>
    </>
  );
});
