import { Form, Input } from 'antd';

/** A six-digit authenticator code or a recovery code, as the browser offers one-time codes. */
export function CodeField(props: { label: string }) {
  return (
    <Form.Item name="code" label={props.label} rules={[{ required: true, message: props.label }]}>
      <Input
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={40}
        className="security-code-input"
      />
    </Form.Item>
  );
}
