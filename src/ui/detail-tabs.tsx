import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingBlock } from './loading-block';
import { SectionNotFound } from './section-not-found';
import { type TabLink, TabLinks } from './tab-links';

export type DetailTabsProps = {
  /** The detail page's own URL, e.g. `/novels/${id}`. */
  base: string;
  tabs: readonly TabLink[];
  /** Names the tab navigation, e.g. "Novel sections". */
  label: string;
  /** Said for a sub-path no tab has, e.g. "This novel has no section at that address." */
  notFoundMessage: string;
  /** One `<Route>` per tab (`index` for the Overview), each usually a `React.lazy` component. */
  children: ReactNode;
};

/**
 * A detail page's tab bar and the current tab, as descendant routes: a tab's code loads the first time
 * it shows (a spinner meanwhile), and an unknown sub-path says so instead of showing nothing.
 */
export function DetailTabs({ base, tabs, label, notFoundMessage, children }: DetailTabsProps) {
  return (
    <>
      <TabLinks base={base} tabs={tabs} label={label} />
      <Suspense fallback={<LoadingBlock label="Loading section…" />}>
        <Routes>
          {children}
          <Route path="*" element={<SectionNotFound base={base} message={notFoundMessage} />} />
        </Routes>
      </Suspense>
    </>
  );
}
