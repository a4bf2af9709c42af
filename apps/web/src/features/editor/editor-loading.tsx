import { HomeOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './editor.css';

/**
 * While the project loads: the editor's frame (its header, with the way home, and its body) drawn
 * at once, the spinner where the page will be. A Skeleton would add its own code to the editor's
 * first chunk.
 */
export function EditorLoading() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="editor-root">
      <header className="editor-header">
        <Button icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/dashboard')}>
          {t('editor:header.home')}
        </Button>
      </header>
      <div role="status" aria-label={t('common:loading')} className="editor-body editor-loading">
        <Spin size="large" />
      </div>
    </div>
  );
}
