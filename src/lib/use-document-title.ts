import { useEffect } from 'react';

export const APP_NAME = 'Fablehold';

/** "Novels · Fablehold": the page's name first, so browser tabs and history stay distinguishable. */
export function documentTitle(pageTitle: string | null | undefined): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
