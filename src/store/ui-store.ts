import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The localStorage key; index.html reads it too, to paint the right theme before React starts. */
export const UI_STORAGE_KEY = 'fablehold-storage';

export type PersistedUiState = {
  isDarkMode: boolean;
  isSidebarOpen: boolean;
};

export type UiState = PersistedUiState & {
  toggleDarkMode: () => void;
  setSidebarOpen: (isOpen: boolean) => void;
  toggleSidebar: () => void;
};

export const defaultUiState: PersistedUiState = { isDarkMode: true, isSidebarOpen: false };

/** Only these two preferences survive a reload (the spec); everything else is per visit. */
export function persistedPart(state: UiState): PersistedUiState {
  return { isDarkMode: state.isDarkMode, isSidebarOpen: state.isSidebarOpen };
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      ...defaultUiState,
      toggleDarkMode: () => set((state) => ({ isDarkMode: !state.isDarkMode })),
      setSidebarOpen: (isOpen) => set({ isSidebarOpen: isOpen }),
      toggleSidebar: () => set((state) => ({ isSidebarOpen: !state.isSidebarOpen })),
    }),
    {
      name: UI_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: persistedPart,
      // A hand-edited or foreign value must not break the app: keep only well-typed booleans.
      merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
    },
  ),
);

export function readPersisted(value: unknown): Partial<PersistedUiState> {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const result: Partial<PersistedUiState> = {};
  if (typeof record.isDarkMode === 'boolean') result.isDarkMode = record.isDarkMode;
  if (typeof record.isSidebarOpen === 'boolean') result.isSidebarOpen = record.isSidebarOpen;
  return result;
}

/** Puts the theme on the page root, where the `dark` Tailwind variant and the tokens look for it. */
export function applyTheme(isDarkMode: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', isDarkMode);
}
