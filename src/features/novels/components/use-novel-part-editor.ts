import type { NovelDetail } from '../../../../common/domain/novel';
import { usePartActions } from '../../../data/parts';
import type { PartLinkChoice } from '../../../ui/part-form-dialog';
import { usePartEditor } from '../../../ui/use-part-editor';
import { type NovelSegment, novelOptionLabels, novelPartDefaults, novelPartHref } from '../model/novel-parts';

/**
 * Adding, editing, deleting and moving one list of a novel's parts, for its tab: the Add button, the
 * form (render `form` once), each card's controls and the address of each part's own page.
 */
export function useNovelPartEditor(
  novel: NovelDetail,
  segment: NovelSegment,
  options: { link?: PartLinkChoice } = {},
) {
  return usePartEditor(usePartActions({ parent: 'novels', parentId: novel.id, segment }), {
    href: (part) => novelPartHref(novel.id, segment, part.id),
    defaults: novelPartDefaults(segment),
    optionLabels: novelOptionLabels[segment],
    link: options.link,
  });
}
