import { Avatar, Button, Flex, Progress, Typography } from 'antd';
import type { ChosenShow } from './chosen-show.ts';
import type { ImportStep } from './import-steps.ts';
import type { QuickstartText } from './quickstart-text.ts';

type Props = {
  show: ChosenShow;
  step: ImportStep;
  percent: number;
  signedIn: boolean;
  text: QuickstartText;
  onCancel(): void;
};

/** The picked show while its page is being built: which service is searched, and how far along. */
export function ImportProgress(props: Props) {
  const { show, text } = props;
  const message = text.progress(props.step, props.signedIn);
  return (
    <Flex vertical gap="middle" align="center" style={{ padding: '24px 0' }}>
      <Avatar shape="square" size={96} src={show.artworkUrl ?? undefined} alt="">
        <span aria-hidden>{show.name.slice(0, 1).toUpperCase()}</span>
      </Avatar>
      <Typography.Title level={4} style={{ margin: 0, textAlign: 'center' }}>
        {text.progressHeading(show.name)}
      </Typography.Title>
      <Progress
        percent={props.percent}
        status="active"
        aria-label={text.progressHeading(show.name)}
        style={{ width: '100%', maxWidth: 420 }}
      />
      <Typography.Text type="secondary" role="status" aria-live="polite">
        {message}
      </Typography.Text>
      <Button type="link" onClick={props.onCancel}>
        {text.backToSearch}
      </Button>
    </Flex>
  );
}
