import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { type EntityRef, entityKindLabel } from '../../../common/workspace/entities';
import type { Backlink } from '../../../common/workspace/mentions';
import { fieldLabel } from '../../../common/workspace/part-kinds';
import { entityPath } from '../../lib/entity-path';
import { Card } from '../card';
import { useMentionServices } from './mention-services';

/** What a text's field is called where it is listed: a chapter's text, a lore entry's content. */
export function mentionFieldLabel(field: string): string {
  return field === 'text' ? 'Text' : fieldLabel(field);
}

/** Where a mention is written: a chapter's text in the manuscript at that chapter, else the source's page. */
export function spotPath(backlink: Pick<Backlink, 'source' | 'field'>): string {
  const { source, field } = backlink;
  if (source.kind === 'novels/chapters' && field === 'text' && source.parentId !== undefined) {
    return `/novels/${encodeURIComponent(source.parentId)}/manuscript#chapter-${encodeURIComponent(source.id)}`;
  }
  return entityPath(source);
}

/** The snippet with the first appearance of `name` in bold (the mention, as it reads now). */
export function emphasised(snippet: string, name: string): ReactNode {
  const at = name === '' ? -1 : snippet.toLocaleLowerCase().indexOf(name.toLocaleLowerCase());
  if (at < 0) return snippet;
  return (
    <>
      {snippet.slice(0, at)}
      <strong className="font-semibold text-fg">{snippet.slice(at, at + name.length)}</strong>
      {snippet.slice(at + name.length)}
    </>
  );
}

export type MentionedInProps = {
  target: EntityRef;
  /** The record's or part's name: emphasised in each snippet, and named when nothing mentions it. */
  name: string;
};

/**
 * "Mentioned in": every place whose text mentions this record or part (`GET /mentions`), each with its
 * source's name linking to its page, the field, and the words around the mention.
 */
export function MentionedIn({ target, name }: MentionedInProps) {
  const services = useMentionServices();
  if (services === null) return null;
  return <Backlinks target={target} name={name} useBacklinks={services.useBacklinks} />;
}

function Backlinks({
  target,
  name,
  useBacklinks,
}: MentionedInProps & { useBacklinks: NonNullable<ReturnType<typeof useMentionServices>>['useBacklinks'] }) {
  const headingId = useId();
  const read = useBacklinks(target);
  const backlinks = read.data ?? [];
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 id={headingId} className="text-base font-semibold text-fg">
        Mentioned in
      </h3>
      {read.isPending ? <p className="text-sm text-fg-muted">Loading where this is mentioned…</p> : null}
      {read.isError ? (
        <p className="text-sm text-fg-muted">Where this is mentioned could not be read.</p>
      ) : null}
      {!read.isPending && !read.isError && backlinks.length === 0 ? (
        <p className="text-sm text-fg-muted">
          Nothing mentions {name === '' ? 'this' : name} yet. Type @ in any text to mention it.{' '}
          <Link to="/unlinked" className="text-accent-text underline underline-offset-2">
            See every unlinked page
          </Link>
        </p>
      ) : null}
      {backlinks.length > 0 ? (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-border">
          {backlinks.map((backlink) => (
            <li
              key={`${backlink.source.kind}:${backlink.source.id}:${backlink.field}:${backlink.position}`}
              className="flex flex-col gap-1 py-2.5 text-sm"
            >
              <span className="flex flex-wrap items-baseline gap-x-3">
                <Link
                  to={spotPath(backlink)}
                  className="font-medium text-accent-text underline-offset-2 hover:underline"
                >
                  {backlink.source.name || 'Untitled'}
                </Link>
                <span className="text-xs text-fg-muted">
                  {entityKindLabel(backlink.source.kind)} · {mentionFieldLabel(backlink.field)}
                </span>
              </span>
              <p className="prose-text text-fg-muted">{emphasised(backlink.snippet, name)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
