import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import {
  type EntityRef,
  type EntitySummary,
  entityKindLabel,
  isEntityKind,
} from '../../../common/workspace/entities';
import { entityPath } from '../../lib/entity-path';
import { Portrait } from '../portrait';
import type { MentionAttrs } from '../rich-text/rich-text-view';
import { useMentionServices } from './mention-services';

// A mention shown live: the target's name now, linking to its page, with a preview card on hover and on
// keyboard focus. A target that no longer exists reads as struck-through text marked missing, never a
// link. In the editor the mention is no link (a click there places the caret), and its card holds one.

const CHIP = 'mention rounded-sm font-medium text-accent-text underline underline-offset-2';
const MISSING = 'mention mention-missing text-fg-muted';

export type MentionChipProps = MentionAttrs & {
  /** Shown in the editor: a span (the card carries the link), not a link of its own. */
  isInEditor?: boolean;
};

function refOf(kind: string, id: string): EntityRef | undefined {
  return isEntityKind(kind) && id !== '' ? { kind, id } : undefined;
}

export function MentionChip({ kind, id, label, isInEditor = false }: MentionChipProps) {
  const services = useMentionServices();
  const ref = refOf(kind, id);
  if (services === null) return <span className="mention">{label}</span>;
  if (ref === undefined) return <Missing label={label} />;
  return <LiveMention target={ref} label={label} isInEditor={isInEditor} />;
}

function Missing({ label }: { label: string }) {
  return (
    // <s>: text no longer accurate, struck through by the browser's own style.
    <s className={MISSING} title={`${label} (missing: it was deleted)`} data-mention="missing">
      {label}
      <span className="sr-only"> (missing)</span>
    </s>
  );
}

/** The services' hook, called unconditionally from its own component. */
function LiveMention({
  target,
  label,
  isInEditor,
}: {
  target: EntityRef;
  label: string;
  isInEditor: boolean;
}) {
  const services = useMentionServices();
  // The provider never changes between renders of one tree, so the hook order holds.
  const entity = services?.useEntity(target);
  if (entity === null) return <Missing label={label} />;
  if (entity === undefined) return <span className="mention font-medium">{label}</span>;
  return <PreviewedMention entity={entity} label={label} isInEditor={isInEditor} />;
}

type Place = { top: number; left: number };

const CARD_WIDTH = 256;

function placeBelow(element: HTMLElement): Place {
  const box = element.getBoundingClientRect();
  const left = Math.max(8, Math.min(box.left, window.innerWidth - CARD_WIDTH - 8));
  return { top: box.bottom + 6, left };
}

function PreviewedMention({
  entity,
  label,
  isInEditor,
}: {
  entity: EntitySummary;
  label: string;
  isInEditor: boolean;
}) {
  const cardId = useId();
  const anchor = useRef<HTMLElement | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [place, setPlace] = useState<Place | null>(null);
  const href = entityPath(entity);
  const kindLabel = entityKindLabel(entity.kind);

  function open() {
    clearTimeout(closing.current);
    if (anchor.current !== null) setPlace(placeBelow(anchor.current));
  }
  function closeSoon() {
    clearTimeout(closing.current);
    closing.current = setTimeout(() => setPlace(null), 150);
  }
  useEffect(() => () => clearTimeout(closing.current), []);
  // A card placed for one scroll position is wrong at the next: it closes.
  useEffect(() => {
    if (place === null) return;
    const close = () => setPlace(null);
    window.addEventListener('scroll', close, true);
    return () => window.removeEventListener('scroll', close, true);
  }, [place]);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && place !== null) {
      event.stopPropagation();
      setPlace(null);
    }
  }
  function handleBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeSoon();
  }

  const shared = {
    onMouseEnter: open,
    onMouseLeave: closeSoon,
    'aria-describedby': place === null ? undefined : cardId,
    'data-mention': 'live',
  };
  const card =
    place === null
      ? null
      : createPortal(
          <div
            id={cardId}
            role="tooltip"
            onMouseEnter={open}
            onMouseLeave={closeSoon}
            style={{ top: place.top, left: place.left, width: CARD_WIDTH }}
            className="fixed z-50 flex flex-col gap-1 rounded-lg border border-border bg-surface-raised p-3 text-sm shadow-lg"
          >
            {entity.imageUrl ? (
              <Portrait url={entity.imageUrl} name={entity.name} className="size-16" />
            ) : null}
            <span className="font-semibold text-fg">{entity.name}</span>
            <span className="text-xs text-fg-muted">{kindLabel}</span>
            {label !== entity.name ? (
              <span className="text-xs text-fg-muted">Written as “{label}”</span>
            ) : null}
            {isInEditor ? (
              <Link to={href} className="text-xs font-medium text-accent-text underline underline-offset-2">
                Open {entity.name}
              </Link>
            ) : null}
          </div>,
          document.body,
        );

  if (isInEditor) {
    return (
      <span ref={anchor} className={CHIP} {...shared}>
        {entity.name}
        {card}
      </span>
    );
  }
  return (
    <>
      <Link
        ref={(element) => {
          anchor.current = element;
        }}
        to={href}
        className={CHIP}
        onFocus={open}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
        {...shared}
      >
        {entity.name}
      </Link>
      {card}
    </>
  );
}
