import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MapPoint } from '../../../../common/domain/map';
import { renderWithRepository } from '../../../test-utils/render-with-repository';
import { PinForm } from './pin-form';
import { ShapeForm } from './shape-form';

// The map page's forms (decision 059): a region drawn by its corners is refused under three and saved
// with them; an edited pin keeps its look, takes a new name and moves to the map's centre by the keyboard.

const at = (element: ReactNode) => renderWithRepository([{ path: '/', element }], '/');

describe('the map page’s forms', () => {
  it('saves a drawn region only with three corners, adding the centre point on demand', async () => {
    const onSave = vi.fn();
    const onAddCentre = vi.fn();
    const points: MapPoint[] = [
      [10, 10],
      [200, 10],
    ];
    const props = { kind: 'region' as const, isSaving: false, error: undefined, onUndoPoint: vi.fn() };
    const { user } = at(
      <ShapeForm {...props} points={points} onAddCentre={onAddCentre} onSave={onSave} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('form', { name: 'New region' })).toHaveTextContent('2 corners');
    await user.click(screen.getByRole('button', { name: 'Add the centre point' }));
    expect(onAddCentre).toHaveBeenCalledOnce();
    await user.type(screen.getByLabelText('Region name'), 'The Saltmarch');
    await user.click(screen.getByRole('button', { name: 'Save region' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A region needs at least 3 corners');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a region of three corners with its name and the region colour', async () => {
    const onSave = vi.fn();
    const points: MapPoint[] = [
      [10, 10],
      [200, 10],
      [100, 150],
    ];
    const { user } = at(
      <ShapeForm
        kind="region"
        points={points}
        isSaving={false}
        error={undefined}
        onAddCentre={vi.fn()}
        onUndoPoint={vi.fn()}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    await user.type(screen.getByLabelText('Region name'), 'The Saltmarch');
    await user.click(screen.getByRole('button', { name: 'Save region' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'The Saltmarch',
      points,
      color: '#2f6b3a',
      layer: '',
      linkKind: '',
      linkId: '',
    });
  });

  it('renames an edited pin and moves it to the map’s centre, keeping its look', async () => {
    const onSave = vi.fn();
    const pin = {
      id: 'pin-1',
      name: 'Old mill',
      x: 40,
      y: 50,
      icon: 'castle',
      color: '#123456',
      layer: 'Towns',
      linkKind: '',
      linkId: '',
    };
    const { user } = at(
      <PinForm
        point={[40, 50]}
        pin={pin}
        isSaving={false}
        error={undefined}
        centre={() => [300, 200]}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    const form = screen.getByRole('form', { name: 'Edit pin' });
    expect(form).toHaveTextContent('At 40, 50 on the picture.');
    await user.click(screen.getByRole('button', { name: 'Move to the centre' }));
    expect(form).toHaveTextContent('At 300, 200 on the picture.');
    await user.clear(screen.getByLabelText('Pin name'));
    await user.type(screen.getByLabelText('Pin name'), 'New mill{Enter}');
    const { id: _, ...stored } = pin;
    expect(onSave).toHaveBeenCalledWith({ ...stored, name: 'New mill', x: 300, y: 200 });
  });
});
