import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Result, Spin, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { ChosenShow } from './chosen-show.ts';
import { nextActiveOption } from './listbox-keys.ts';
import type { QuickstartText } from './quickstart-text.ts';
import type { ResolveClient } from './resolve-input.ts';
import { ShowOption } from './show-option.tsx';
import { useShowSearch } from './use-show-search.ts';

const NO_OPTIONS: ChosenShow[] = [];

type Props = {
  value: string;
  onChange(value: string): void;
  onPick(show: ChosenShow): void;
  client: ResolveClient;
  debounceMs: number;
  text: QuickstartText;
};

/**
 * The quick start's search: a combobox whose results are a listbox, so the list is reachable
 * with the arrow keys and Enter as well as the mouse, and announced to screen readers.
 */
export function PodcastSearch(props: Props) {
  const { text, onPick } = props;
  const search = useShowSearch(props.value, props.client, props.debounceMs);
  const options = search.status === 'options' ? search.options : NO_OPTIONS;
  const pastedLink = search.status === 'options' && search.input.kind !== 'term';
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new list starts without a highlight, except a pasted link's show, ready for Enter.
  useEffect(() => {
    setActive(pastedLink && options.length > 0 ? 0 : -1);
  }, [options, pastedLink]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => nextActiveOption(current, event.key, options.length));
    } else if (event.key === 'Enter') {
      const show = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (show) {
        event.preventDefault();
        onPick(show);
      }
    } else if (event.key === 'Escape') {
      setActive(-1);
    }
  };

  const expanded = options.length > 0;
  const activeOption = active >= 0 && active < options.length ? optionId(active) : undefined;

  return (
    <div>
      <label htmlFor={`${listId}-input`}>
        <Typography.Text strong>{text.searchLabel}</Typography.Text>
      </label>
      <Input
        id={`${listId}-input`}
        size="large"
        allowClear
        autoFocus
        autoComplete="off"
        spellCheck={false}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={text.searchPlaceholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        style={{ marginTop: 8 }}
      />
      <div aria-live="polite" style={{ marginTop: 16 }}>
        <SearchStatus search={search} text={text} onBack={() => props.onChange('')} />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={text.resultsLabel}
        hidden={!expanded}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {options.map((show, index) => (
          <ShowOption
            key={show.itunesId ?? show.feedUrl ?? show.name}
            id={optionId(index)}
            show={show}
            active={index === active}
            unknownAuthor={text.unknownAuthor}
            onHover={() => setActive(index)}
            onPick={() => onPick(show)}
          />
        ))}
      </div>
    </div>
  );
}

function SearchStatus(props: {
  search: ReturnType<typeof useShowSearch>;
  text: QuickstartText;
  onBack(): void;
}) {
  const { search, text } = props;
  switch (search.status) {
    case 'idle':
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.emptyState} />;
    case 'loading':
      return (
        <Flex gap="small" align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{text.searching}</Typography.Text>
        </Flex>
      );
    case 'error':
      return (
        <Alert
          type="error"
          showIcon
          title={text.searchFailed}
          action={
            <Button size="small" onClick={search.retry}>
              {text.retry}
            </Button>
          }
        />
      );
    case 'feed-failed':
      return (
        <Result
          status="warning"
          title={text.feedFailedTitle(search.url)}
          subTitle={text.feedFailedHint}
          extra={<Button onClick={props.onBack}>{text.tryAnother}</Button>}
        />
      );
    case 'options':
      if (search.options.length === 0) {
        const typed =
          search.input.kind === 'term'
            ? search.input.term
            : search.input.kind === 'apple-link'
              ? (search.input.term ?? String(search.input.itunesId))
              : '';
        return (
          <Alert type="info" showIcon title={text.noMatch(typed)} description={text.noMatchHint} />
        );
      }
      return (
        <Typography.Text type="secondary">
          {text.resultsCount(search.options.length)}
        </Typography.Text>
      );
  }
}
