import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DiagramCanvas } from './diagram-canvas';

function renderDiagram(height: number) {
  render(
    <DiagramCanvas
      label="Diagram of Ashfall"
      width={400}
      height={height}
      maxHeight={560}
      edgeClassName="text-fg-muted"
      edges={<path d="M0 0 L10 10" />}
    >
      <a href="/novels/n1">The Ember Road</a>
    </DiagramCanvas>,
  );
  return screen.getByRole('group', { name: 'Diagram of Ashfall' });
}

describe('DiagramCanvas', () => {
  it('shows the boxes in a named canvas and keeps the lines out of the accessibility tree', () => {
    const canvas = renderDiagram(300);
    expect(screen.getByRole('link', { name: 'The Ember Road' })).toBeInTheDocument();
    expect(canvas.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('fits a short diagram and caps a tall one at the largest height', () => {
    const short = renderDiagram(300);
    expect(short.style.height).toBe('316px');
    cleanup();
    expect(renderDiagram(2000).style.height).toBe('560px');
  });

  it('zooms between 50 % and 200 % in steps of 10 %', async () => {
    const user = userEvent.setup();
    renderDiagram(300);
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 5; i += 1) await user.click(zoomOut);
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('50%');
    expect(zoomOut).toBeDisabled();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 15; i += 1) await user.click(zoomIn);
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('200%');
    expect(zoomIn).toBeDisabled();
  });
});
