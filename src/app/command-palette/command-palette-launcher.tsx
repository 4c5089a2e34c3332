import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Ctrl+K / Cmd+K anywhere opens the palette; its code is fetched then, not with the page.
const CommandPalette = lazy(() => import('./command-palette'));

export function CommandPaletteLauncher() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      if (!document.querySelector('[role="dialog"]')) {
        openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }
      setHasOpened(true);
      setIsOpen((wasOpen) => !wasOpen);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette isOpen={isOpen} onOpenChange={setIsOpen} opener={() => openerRef.current} />
    </Suspense>
  );
}
