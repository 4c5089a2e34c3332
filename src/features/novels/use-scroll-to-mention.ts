import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/** `#mention-3`: the fourth mention of the text (the Continuity panel's link to a sentence). */
export function mentionIndexOf(hash: string): number | undefined {
  const match = /^#mention-(\d{1,6})$/.exec(hash);
  return match === null ? undefined : Number(match[1]);
}

/**
 * When the address names a mention (`#mention-N`, decision 060), scrolls the editor to it once its text
 * is drawn and marks it for a few seconds, so the author lands on the sentence a finding is about.
 * Mentions are drawn by their own views a moment after the text: it looks again for up to two seconds.
 */
export function useScrollToMention(container: RefObject<HTMLElement | null>, isReady: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const index = mentionIndexOf(hash);
    if (!isReady || index === undefined) return;
    let tries = 0;
    let clear: number | undefined;
    const look = () => {
      const target = container.current?.querySelectorAll<HTMLElement>('[data-mention]')[index];
      if (target === undefined) {
        tries += 1;
        if (tries < 20) timer = window.setTimeout(look, 100);
        return;
      }
      target.scrollIntoView?.({ block: 'center' });
      target.setAttribute('data-continuity-target', '');
      clear = window.setTimeout(() => target.removeAttribute('data-continuity-target'), 4000);
    };
    let timer = window.setTimeout(look, 0);
    return () => {
      window.clearTimeout(timer);
      if (clear !== undefined) window.clearTimeout(clear);
    };
  }, [container, hash, isReady]);
}
