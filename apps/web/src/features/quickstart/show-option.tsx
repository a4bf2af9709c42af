import { Avatar, Flex, Typography, theme } from 'antd';
import type { ChosenShow } from './chosen-show.ts';

type Props = {
  id: string;
  show: ChosenShow;
  active: boolean;
  unknownAuthor: string;
  onHover(): void;
  onPick(): void;
};

/** One show in the results listbox: artwork, name and author. */
export function ShowOption(props: Props) {
  const { show, active } = props;
  const { token } = theme.useToken();
  return (
    // The combobox keeps keyboard focus (aria-activedescendant), so options take clicks only.
    // biome-ignore lint/a11y/useKeyWithClickEvents: arrow keys and Enter are handled by the combobox
    <div
      id={props.id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      // Movement, not mere presence: a list drawn under a resting pointer keeps the keyboard's pick.
      onMouseMove={props.onHover}
      // Keeps focus in the search box so the keyboard keeps working after a click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onPick}
      style={{
        cursor: 'pointer',
        padding: '8px 12px',
        borderRadius: token.borderRadius,
        background: active ? token.controlItemBgActive : 'transparent',
        outline: active ? `2px solid ${token.colorPrimary}` : 'none',
        outlineOffset: -2,
      }}
    >
      <Flex gap="middle" align="center">
        <Avatar
          shape="square"
          size={56}
          src={show.artworkUrl ?? undefined}
          alt=""
          style={{ flex: 'none' }}
        >
          <span aria-hidden>{show.name.slice(0, 1).toUpperCase()}</span>
        </Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {show.name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {show.artistName ?? props.unknownAuthor}
          </Typography.Text>
        </Flex>
      </Flex>
    </div>
  );
}
