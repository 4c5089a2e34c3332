import { Waypoints } from 'lucide-react';
import type { NovelDetail } from '../../../../common/domain/novel';
import { Card } from '../../../ui/card';
import { TabSection } from '../../../ui/tab-section';

export function StoryArcsTab({ novel }: { novel: NovelDetail }) {
  return (
    <TabSection
      title="Story Arcs"
      count={novel.storyArcs.length}
      empty={{
        isEmpty: novel.storyArcs.length === 0,
        icon: <Waypoints />,
        title: 'No story arcs yet',
        description: 'The threads that carry this story from beginning to end will be listed here.',
      }}
    >
      <ol className="flex flex-col gap-3">
        {novel.storyArcs.map((arc, index) => (
          <li key={arc.id}>
            <Card className="flex gap-4 p-5">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text"
              >
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <h3 className="font-semibold text-fg">{arc.title}</h3>
                <p className="text-sm text-fg-muted">{arc.description}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </TabSection>
  );
}
