import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it('shows the image while it loads fine', () => {
    render(<FallbackImage src="/images/covers/ashfall.svg" alt="Cover of Ashfall" />);
    expect(screen.getByRole('img', { name: 'Cover of Ashfall' })).toHaveAttribute(
      'src',
      '/images/covers/ashfall.svg',
    );
    expect(screen.queryByText('Image unavailable')).not.toBeInTheDocument();
  });

  it("shows 'Image unavailable' in the same box when the image fails", () => {
    const { container } = render(
      <FallbackImage src="/images/covers/missing.svg" alt="Cover of Ashfall" aspectRatio="3 / 4" />,
    );
    const box = container.firstElementChild as HTMLElement;
    fireEvent.error(screen.getByRole('img', { name: 'Cover of Ashfall' }));

    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Ashfall: Image unavailable' })).toBeInTheDocument();
    expect(container.firstElementChild).toBe(box);
    expect(box.style.aspectRatio).toBe('3 / 4');
  });

  it('tries again when given a new source after a failure', () => {
    const { rerender } = render(<FallbackImage src="/images/covers/missing.svg" alt="Map" />);
    fireEvent.error(screen.getByRole('img', { name: 'Map' }));
    rerender(<FallbackImage src="/images/worlds/map.svg" alt="Map" />);
    expect(screen.getByRole('img', { name: 'Map' })).toHaveAttribute('src', '/images/worlds/map.svg');
  });

  it("shows 'Image unavailable' at once for an empty source, without an img asking for it", () => {
    const { container } = render(<FallbackImage src="" alt="Cover of Ashfall" />);
    expect(screen.getByRole('img', { name: 'Cover of Ashfall: Image unavailable' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it("never loads an outside address: 'Image unavailable' instead", () => {
    for (const src of [
      'https://tracker.example/pixel.png',
      '//tracker.example/pixel.png',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
      '/images/../api/v1/profile',
    ]) {
      const { container, unmount } = render(<FallbackImage src={src} alt="Cover" />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'Cover: Image unavailable' })).toBeInTheDocument();
      unmount();
    }
  });
});
