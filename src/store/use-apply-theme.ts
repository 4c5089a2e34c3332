import { useEffect } from 'react';
import { applyTheme, useUiStore } from './ui-store';

/** Keeps the `dark` class on <html> in step with the store. */
export function useApplyTheme(): void {
  const isDarkMode = useUiStore((state) => state.isDarkMode);
  useEffect(() => {
    applyTheme(isDarkMode);
  }, [isDarkMode]);
}
