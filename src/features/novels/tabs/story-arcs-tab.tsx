import { Waypoints } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { presentMembers } from '../../../../common/workspace/members';
import { Card } from '../../../ui/card';
import { CardLink } from '../../../ui/card-link';
import { SortableList } from '../../../ui/sortable-list';
import { TabSection } from '../../../ui/tab-section';
import { useNovelPartEditor } from '../components/use-novel-part-editor';

/** The chapters an arc runs through, in its order, on its card ('Chapters: Ember, The Ash Road'). */
function ArcChapterLine({
  novel,
  chapterIds,
}: {
  novel: NovelDetail;
  chapterIds: readonly string[] | undefined;
}) {
  const chapters = presentMembers(chapterIds, novel.chapters);
  if (chapters.length === 0) return null;
  return (
    <p className="text-sm text-fg-muted">
      <span className="font-medium text-fg">
        {chapters.length === 1 ? '1 chapter' : `${chapters.length} chapters`}:
      </span>{' '}
      {chapters.map((chapter) => chapter.title).join(', ')}
    </p>
  );
}

export function StoryArcsTab({ novel }: { novel: NovelDetail }) {
  const arcs = useNovelPartEditor(novel, 'story-arcs');
  return (
    <>
      <TabSection
        title="Story Arcs"
        count={novel.storyArcs.length}
        empty={{
          isEmpty: novel.storyArcs.length === 0,
          icon: <Waypoints />,
          title: 'No story arcs yet',
          description: 'The threads that carry this story from beginning to end will be listed here.',
          action: arcs.addButton,
        }}
        actions={arcs.addButton}
      >
        <SortableList
          as="ol"
          items={novel.storyArcs}
          label="Story arcs"
          nameOf={(arc) => arc.title}
          onMove={arcs.move}
          className="flex flex-col gap-3"
        >
          {(arc, move) => (
            <Card className="flex flex-col gap-3 p-5 transition-colors duration-150 focus-within:border-accent hover:border-border-strong sm:flex-row sm:items-start">
              <div className="flex min-w-0 flex-1 gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text"
                >
                  {move.position}
                </span>
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="font-semibold text-fg">
                    <CardLink to={arcs.href(arc)}>{arc.title}</CardLink>
                  </h3>
                  <p className="text-sm text-fg-muted">{arc.description}</p>
                  <ArcChapterLine novel={novel} chapterIds={arc.chapterIds} />
                </div>
              </div>
              <div className="flex justify-end">{arcs.controls(arc, arc.title, move)}</div>
            </Card>
          )}
        </SortableList>
      </TabSection>
      {arcs.form}
    </>
  );
}
