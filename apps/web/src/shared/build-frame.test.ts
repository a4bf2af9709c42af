// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_FRAME_ID, removeBuildFrame } from './build-frame.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function drawFrame(): HTMLElement {
  const frame = document.createElement('div');
  frame.id = BUILD_FRAME_ID;
  frame.innerHTML = '<h1>Projects</h1><div class="project-placeholder"></div>';
  document.body.append(frame);
  return frame;
}

describe('removeBuildFrame', () => {
  it('takes the frame out of sight at once and out of the document a task later', async () => {
    const frame = drawFrame();
    removeBuildFrame();
    // Out of sight (and of the accessibility tree) in the same commit as the app's screen...
    expect(frame.style.display).toBe('none');
    expect(frame.isConnected).toBe(true);
    await new Promise((resolve) => setTimeout(resolve));
    // ...and gone before anything else looks for it.
    expect(document.getElementById(BUILD_FRAME_ID)).toBeNull();
  });

  it('does nothing when there is no frame, or when asked twice', async () => {
    removeBuildFrame();
    drawFrame();
    removeBuildFrame();
    removeBuildFrame();
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.body.children).toHaveLength(0);
  });
});
