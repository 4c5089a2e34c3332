import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PanZoomView } from './pan-zoom-view';

function renderView() {
  render(
    <PanZoomView label="Diagram of Ashfall">
      <a href="/somewhere">A node</a>
    </PanZoomView>,
  );
  const canvas = screen.getByRole('group', { name: 'Diagram of Ashfall' });
  // The moving layer is the canvas's only child.
  const layer = canvas.firstElementChild as HTMLElement;
  return { canvas, layer };
}

describe('PanZoomView', () => {
  it('zooms in steps of 10 % and disables Zoom in at 200 %', async () => {
    const user = userEvent.setup();
    const { layer } = renderView();
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('100%');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 10; i += 1) await user.click(zoomIn);
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('200%');
    expect(zoomIn).toBeDisabled();
    expect(layer.style.transform).toContain('scale(2)');
  });

  it('disables Zoom out at 50 %', async () => {
    const user = userEvent.setup();
    renderView();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 5; i += 1) await user.click(zoomOut);
    expect(screen.getByRole('status', { name: 'Zoom level' })).toHaveTextContent('50%');
    expect(zoomOut).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  });

  it('answers the keyboard once focused: arrows pan, + zooms, 0 resets', async () => {
    const user = userEvent.setup();
    const { canvas, layer } = renderView();
    await user.click(canvas);
    expect(canvas).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}+');
    expect(layer.style.transform).toBe('translate(-40px, -40px) scale(1.1)');
    await user.keyboard('0');
    expect(layer.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('pans by the distance dragged', () => {
    const { canvas, layer } = renderView();
    fireEvent.pointerDown(canvas, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 150, clientY: 70, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 150, clientY: 70, pointerId: 1 });
    expect(layer.style.transform).toBe('translate(50px, -30px) scale(1)');
    // After release, moving the pointer no longer pans.
    fireEvent.pointerMove(canvas, { clientX: 300, clientY: 300, pointerId: 1 });
    expect(layer.style.transform).toBe('translate(50px, -30px) scale(1)');
  });

  it('leaves a press on a link inside the canvas to the link', () => {
    const { layer } = renderView();
    const link = screen.getByRole('link', { name: 'A node' });
    fireEvent.pointerDown(link, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(link, { clientX: 90, clientY: 90, pointerId: 1 });
    expect(layer.style.transform).toBe('translate(0px, 0px) scale(1)');
  });
});
