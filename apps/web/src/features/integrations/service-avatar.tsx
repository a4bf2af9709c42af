import { InboxOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { siMailchimp } from 'simple-icons';

/** The service's image: Mailchimp's mark (simple-icons, CC0), or an inbox for the built-in list. */
export function ServiceAvatar(props: { imageName: string | null; label: string; size?: number }) {
  const size = props.size ?? 40;
  if (props.imageName === 'mailchimp') {
    return (
      <Avatar
        size={size}
        style={{ background: `#${siMailchimp.hex}` }}
        icon={
          <svg viewBox="0 0 24 24" width={size * 0.6} height={size * 0.6} role="img">
            <title>{props.label}</title>
            <path d={siMailchimp.path} fill="#000" />
          </svg>
        }
      />
    );
  }
  return (
    <Avatar
      size={size}
      style={{ background: '#1f2933' }}
      icon={<InboxOutlined aria-label={props.label} />}
    />
  );
}
