import { useMemo } from 'react';
import { chapterTextVersionSource } from '../../../data/text-versions';
import {
  TextVersionsDialog as VersionsDialog,
  type TextVersionsDialogProps as VersionsDialogProps,
} from '../../../ui/text-versions/text-versions-dialog';

export type TextVersionsDialogProps = Omit<VersionsDialogProps, 'source' | 'textLabel'> & {
  novelId: string;
  chapterId: string;
};

/** 'Versions' of a chapter's text (decision 037): the shared dialog over the chapter's versions. */
export function TextVersionsDialog({ novelId, chapterId, ...props }: TextVersionsDialogProps) {
  const source = useMemo(() => chapterTextVersionSource(novelId, chapterId), [novelId, chapterId]);
  return <VersionsDialog {...props} source={source} textLabel="The chapter's text" />;
}
