/**
 * The writing view's code (the editor, Tiptap, about 136 KB gzip): its route loads it on the first
 * visit, and the screens that link to it fetch it ahead at idle (`usePreloadWhenIdle`), so that opening a
 * chapter does not wait for it. Never reached from the login screen.
 */
export const loadChapterWritePage = () => import('./chapter-write-page');
