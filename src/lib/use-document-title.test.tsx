import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle } from './use-document-title';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the browser tab after the page and the product', () => {
    const { rerender } = render(<Page title="Novels" />);
    expect(document.title).toBe('Novels · Fablehold');
    rerender(<Page title="The Shattered Crown" />);
    expect(document.title).toBe('The Shattered Crown · Fablehold');
  });

  it('falls back to the product name alone', () => {
    expect(documentTitle('')).toBe('Fablehold');
  });
});
