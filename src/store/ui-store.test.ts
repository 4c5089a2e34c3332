import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, defaultUiState, readPersisted, UI_STORAGE_KEY, useUiStore } from './ui-store';

function stored(): unknown {
  const raw = localStorage.getItem(UI_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: unknown }).state;
}

describe('useUiStore', () => {
  beforeEach(() => {
    localStorage.clear();
    useUiStore.setState(defaultUiState);
  });

  it('starts dark with the sidebar closed', () => {
    expect(defaultUiState).toEqual({ isDarkMode: true, isSidebarOpen: false });
    expect(useUiStore.getState().isDarkMode).toBe(true);
    expect(useUiStore.getState().isSidebarOpen).toBe(false);
  });

  it('toggles dark mode and the sidebar', () => {
    const { toggleDarkMode, toggleSidebar, setSidebarOpen } = useUiStore.getState();
    toggleDarkMode();
    toggleSidebar();
    expect(useUiStore.getState()).toMatchObject({ isDarkMode: false, isSidebarOpen: true });
    setSidebarOpen(false);
    expect(useUiStore.getState().isSidebarOpen).toBe(false);
  });

  it('persists exactly isDarkMode and isSidebarOpen under fablehold-storage', () => {
    useUiStore.getState().toggleDarkMode();
    useUiStore.getState().toggleSidebar();
    expect(UI_STORAGE_KEY).toBe('fablehold-storage');
    expect(stored()).toEqual({ isDarkMode: false, isSidebarOpen: true });
  });

  it('restores the persisted preferences on rehydration', async () => {
    localStorage.setItem(
      UI_STORAGE_KEY,
      JSON.stringify({ state: { isDarkMode: false, isSidebarOpen: true }, version: 0 }),
    );
    await useUiStore.persist.rehydrate();
    expect(useUiStore.getState()).toMatchObject({ isDarkMode: false, isSidebarOpen: true });
  });
});

describe('readPersisted', () => {
  it('keeps only boolean preferences from a stored value', () => {
    expect(readPersisted({ isDarkMode: 'no', isSidebarOpen: true, novels: [] })).toEqual({
      isSidebarOpen: true,
    });
    expect(readPersisted(null)).toEqual({});
  });
});

describe('applyTheme', () => {
  it('adds and removes the dark class on the root', () => {
    const root = document.createElement('html');
    applyTheme(true, root);
    expect(root).toHaveClass('dark');
    applyTheme(false, root);
    expect(root).not.toHaveClass('dark');
  });
});
