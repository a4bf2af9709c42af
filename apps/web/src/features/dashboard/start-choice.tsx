import { AudioOutlined, FileAddOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Where each way of starting a page begins: the feed import, or the editor on an empty page. */
export const START_PATHS = { fromPodcast: '/project-setup', blank: '/projects' } as const;

function StartOption(props: {
  icon: ReactNode;
  title: string;
  hint: string;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={props.primary ? 'start-option start-option-primary' : 'start-option'}
      onClick={props.onClick}
    >
      <span className="start-option-icon" aria-hidden>
        {props.icon}
      </span>
      <span className="start-option-text">
        <span className="start-option-title">{props.title}</span>
        <span className="start-option-hint">{props.hint}</span>
      </span>
    </button>
  );
}

/**
 * The two ways to begin a page, the podcast first: most owners have a show with a feed, and the
 * import fills in what a blank page leaves to them.
 */
export function StartChoice({ welcome }: { welcome: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="start-choice" aria-labelledby="start-choice-title">
      <Typography.Title level={2} id="start-choice-title" className="start-choice-title">
        {t(welcome ? 'app:start.welcome' : 'app:start.title')}
      </Typography.Title>
      <div className="start-options">
        <StartOption
          primary
          icon={<AudioOutlined />}
          title={t('app:start.fromPodcast')}
          hint={t('app:start.fromPodcastHint')}
          onClick={() => navigate(START_PATHS.fromPodcast)}
        />
        <StartOption
          icon={<FileAddOutlined />}
          title={t('app:start.blank')}
          hint={t('app:start.blankHint')}
          onClick={() => navigate(START_PATHS.blank)}
        />
      </div>
    </section>
  );
}
