import { PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NovelDetail } from '../../../common/domain/novel';
import { presentMembers } from '../../../common/workspace/members';
import { useOwnerCalendar } from '../../data/calendars';
import { useAppearances, useCharacterPortraits } from '../../data/characters';
import { usePartActions } from '../../data/parts';
import { useSecretReaders } from '../../data/sharing';
import { AppearanceList } from '../../ui/appearance-list';
import { Button } from '../../ui/button';
import { FallbackImage } from '../../ui/fallback-image';
import { PartMembersPanel } from '../../ui/part-members-panel';
import { PartPage, PartRoute } from '../../ui/part-page';
import { portraitMedia } from '../../ui/portrait';
import { WorldDateText } from '../../ui/world-date-text';
import { useNovelPartEditor } from './components/use-novel-part-editor';
import { formatWordCount } from './model/novel-format';
import {
  chapterWriteHref,
  isNovelSegment,
  type NovelSegment,
  novelPartHref,
  novelPartsAt,
  novelSegmentTab,
} from './model/novel-parts';

/** How some fields read on a part's page, where plain text would not do. */
const formatters: Record<string, (value: unknown) => ReactNode> = {
  wordCount: (value) => formatWordCount(Number(value)),
};

type PartPageProps = { novel: NovelDetail };

/**
 * One part of a novel on a page of its own (`/novels/:id/{segment}/{partId}`): where it sits (a
 * breadcrumb back to its tab), every field, and Edit and Delete. An unknown id says so.
 */
export default function NovelPartPage({ novel }: PartPageProps) {
  return (
    <PartRoute base={`/novels/${novel.id}`} noun="novel" isSegment={isNovelSegment}>
      {(segment, partId) => <NovelPart novel={novel} segment={segment} partId={partId} />}
    </PartRoute>
  );
}

/** An appearance's character: where else it appears, and its own page when it has one. */
function NovelCharacterLinks({
  novel,
  part,
}: {
  novel: NovelDetail;
  part: { id: string; characterId?: unknown };
}) {
  const characterId = String(part.characterId ?? '');
  const appearances = useAppearances(characterId);
  return (
    <AppearanceList
      read={appearances}
      currentPartId={part.id}
      characterHref={
        novel.universeId === undefined
          ? undefined
          : `/universes/${novel.universeId}/characters/${characterId}`
      }
    />
  );
}

/** A story arc's chapters (decision 061): in the arc's order, added, moved and removed here. */
function ArcChapters({ novel, arc }: { novel: NovelDetail; arc: { id: string; chapterIds?: unknown } }) {
  const actions = usePartActions({ parent: 'novels', parentId: novel.id, segment: 'story-arcs' });
  const chapters = novel.chapters.map((chapter) => ({
    id: chapter.id,
    name: chapter.title,
    href: novelPartHref(novel.id, 'chapters', chapter.id),
  }));
  return (
    <PartMembersPanel
      title="Chapters in this arc"
      noun="chapter"
      holder="arc"
      members={presentMembers(Array.isArray(arc.chapterIds) ? arc.chapterIds : [], chapters)}
      candidates={chapters}
      onChange={(chapterIds) => actions.setFields(arc, { chapterIds })}
      emptyText="No chapters yet. Add the chapters this arc runs through; they are listed in story order, and can be moved."
    />
  );
}

function NovelPart({ novel, segment, partId }: PartPageProps & { segment: NovelSegment; partId: string }) {
  const editor = useNovelPartEditor(novel, segment);
  const portraits = useCharacterPortraits();
  const tab = novelSegmentTab[segment];
  // The novel's calendar, or its universe's (decision 040), reads a chapter's world date.
  const calendar = useOwnerCalendar({ ownerKind: 'novel', ownerId: novel.id }).data?.calendar;
  const secretReaders = useSecretReaders('novel', novel.id);
  return (
    <PartPage
      secretReaders={secretReaders}
      editor={editor}
      calendar={calendar}
      part={novelPartsAt(novel, segment).find((entry) => entry.id === partId)}
      record={{ noun: 'novel', name: novel.title, href: `/novels/${novel.id}` }}
      tab={{ label: tab.label, href: `/novels/${novel.id}/${tab.path}` }}
      fieldsContainer={{ id: novel.id }}
      formatters={{
        ...formatters,
        worldDate: (value) => <WorldDateText text={String(value ?? '')} calendar={calendar} />,
      }}
      {...(segment === 'chapters'
        ? {
            actions: (part) => (
              <Button asChild>
                <Link to={chapterWriteHref(novel.id, part.id)}>
                  <PenLine aria-hidden="true" />
                  Write
                </Link>
              </Button>
            ),
          }
        : {})}
      {...(segment === 'story-arcs' ? { related: (part) => <ArcChapters novel={novel} arc={part} /> } : {})}
      {...(segment === 'characters'
        ? {
            related: (part) => <NovelCharacterLinks novel={novel} part={part} />,
            deleteMessage: (_part, name) =>
              `${name} leaves this novel. The character stays in References and in any other story it appears in.`,
          }
        : {})}
      media={
        segment === 'characters'
          ? (part, name) =>
              portraitMedia({ portraitUrl: portraits.get(String(part.characterId ?? '')) }, name)
          : segment === 'images'
            ? (part, name) => (
                <div className="flex justify-center border-b border-border bg-surface-sunken">
                  <FallbackImage src={String(part.url ?? '')} alt={name} className="w-full max-w-2xl" />
                </div>
              )
            : undefined
      }
    />
  );
}
