import { Button, Result, Typography } from 'antd';
import type { ChosenShow } from './chosen-show.ts';
import type { QuickstartText } from './quickstart-text.ts';
import type { ImportFailure } from './run-import.ts';

type Props = {
  show: ChosenShow;
  failure: ImportFailure;
  supportEmail: string;
  text: QuickstartText;
  onRetry(): void;
  onWithoutArtwork(): void;
  onBack(): void;
};

/** SPEC.md §8's quick-start failures, each with a way forward: retry, go on, or search again. */
export function SetupFailure(props: Props) {
  const { failure, text, supportEmail } = props;
  const back = (
    <Button key="back" onClick={props.onBack}>
      {text.backToSearch}
    </Button>
  );
  const retry = (
    <Button key="retry" type="primary" onClick={props.onRetry}>
      {text.retry}
    </Button>
  );
  const mail = (
    <Typography.Link key="mail" href={`mailto:${supportEmail}`}>
      {supportEmail}
    </Typography.Link>
  );

  switch (failure.kind) {
    case 'feed':
      return (
        <Result
          status="warning"
          title={text.feedFailedTitle(failure.url)}
          subTitle={text.feedFailedHint}
          extra={[
            <Button key="another" type="primary" onClick={props.onBack}>
              {text.tryAnother}
            </Button>,
            <Button key="retry" onClick={props.onRetry}>
              {text.retry}
            </Button>,
          ]}
        />
      );
    case 'artwork':
      return (
        <Result
          status="error"
          title={text.setupFailed(supportEmail)}
          subTitle={props.show.feedUrl ? text.setupFailedFeed(props.show.feedUrl) : undefined}
          extra={[
            retry,
            <Button key="without" onClick={props.onWithoutArtwork}>
              {text.continueWithoutArtwork}
            </Button>,
            back,
            mail,
          ]}
        />
      );
    case 'save':
      return (
        <Result
          status="error"
          title={text.createFailedTitle}
          subTitle={`${text.createFailed} ${text.contactSupport(supportEmail)}`}
          extra={[retry, back, mail]}
        />
      );
  }
}
