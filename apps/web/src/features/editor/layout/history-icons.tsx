/**
 * Undo and redo as the hooked arrows every editor uses; antd's UndoOutlined / RedoOutlined are
 * circles that read as "reload".
 */
function HookedArrow({ flip }: { flip: boolean }) {
  return (
    <span role="img" aria-hidden className="anticon">
      <svg
        aria-hidden
        focusable="false"
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.2}
        strokeLinecap="round"
        strokeLinejoin="round"
        style={flip ? { transform: 'scaleX(-1)' } : undefined}
      >
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </svg>
    </span>
  );
}

export const UndoIcon = () => <HookedArrow flip={false} />;
export const RedoIcon = () => <HookedArrow flip />;
