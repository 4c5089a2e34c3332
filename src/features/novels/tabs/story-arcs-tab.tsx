import type { NovelDetail } from '../../../../common/domain/novel';
import { presentMembers } from '../../../../common/workspace/members';
import { ArcsSection } from '../../../ui/arcs-section';
import { useNovelPartEditor } from '../components/use-novel-part-editor';

export function StoryArcsTab({ novel }: { novel: NovelDetail }) {
  const arcs = useNovelPartEditor(novel, 'story-arcs');
  return (
    <>
      <ArcsSection
        arcs={novel.storyArcs}
        editor={arcs}
        holds={(arc) => [
          {
            label: 'chapter',
            names: presentMembers(arc.chapterIds, novel.chapters).map((chapter) => chapter.title),
          },
        ]}
        emptyDescription="The threads that carry this story from beginning to end will be listed here."
      />
      {arcs.form}
    </>
  );
}
