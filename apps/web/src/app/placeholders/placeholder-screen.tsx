import { Result } from 'antd';

/**
 * PLACEHOLDER: stands in for a screen another issue builds (editor, quick start, integrations).
 * The lead replaces each lazy import in src/app/router.tsx with the real screen.
 */
export function PlaceholderScreen(props: { name: string }) {
  return (
    <main id="main" className="centered-page">
      <Result status="info" title={props.name} subTitle="This screen is being built." />
    </main>
  );
}
