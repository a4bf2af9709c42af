import { HomeOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuildFrameHold } from '../../shared/build-frame.ts';
import { FRAME_EDITOR_BODY_CLASS } from '../../shared/frame-marks.ts';
import './editor.css';

/**
 * While the project loads: the editor's frame (its header, with the way home, and its body) drawn
 * at once, the spinner where the page will be. A Skeleton would add its own code to the editor's
 * first chunk. Drawn at build time too, as the editor's frame, whose script may put the stored
 * page where the spinner is: that frame stays until the editor itself is drawn.
 */
export function EditorLoading() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useBuildFrameHold();
  return (
    <div className="editor-root">
      <header className="editor-header">
        <Button icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/dashboard')}>
          {t('editor:header.home')}
        </Button>
      </header>
      <div
        role="status"
        aria-label={t('common:loading')}
        className={`editor-body editor-loading ${FRAME_EDITOR_BODY_CLASS}`}
      >
        <Spin size="large" />
      </div>
    </div>
  );
}
